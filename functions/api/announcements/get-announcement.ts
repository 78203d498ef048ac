import {
  announcementParamsSchema,
  type Announcement,
  type AnnouncementToRead,
} from '#contract/announcements';
import * as messages from '#contract/messages';
import { namedOnly } from '#contract/staff-names';
import { getAnnouncement } from '../../data/announcements.ts';
import { isInternalId } from '../../data/ids.ts';
import { noticeKept } from '../../data/notifications.ts';
import type { Session } from '../../data/sessions.ts';
import { announcementNoticeId } from '../../domain/announcements/fan-out.ts';
import { notFound } from '../../platform/errors.ts';
import { signedIn } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

/**
 * Whether the caller may read an announcement, as each reads their list (decision 0115): staff every
 * one, as GET /announcements shows them all; a student only one that reached them, its notice in their
 * centre, as their pinned ones did. So a student never reads one before its time, nor one to staff or to
 * another block, floor, room type or group.
 */
const mayRead = async (announcement: Announcement, session: Session) =>
  session.role !== 'student' ||
  (await noticeKept(session.userId, announcementNoticeId(announcement, session.userId)));

/**
 * GET /announcements/{id} (signed in): one announcement, whole, where its notice and its mail lead. One
 * the caller may not read answers 404, exactly as one that does not exist, so ids cannot be probed.
 */
export const getAnnouncementOperation = defineOperation({
  route: 'GET /announcements/{id}',
  access: signedIn,
  params: announcementParamsSchema,
  handle: async ({ params, session }): Promise<{ announcement: AnnouncementToRead }> => {
    const found = isInternalId(params.id) ? await getAnnouncement(params.id) : null;
    if (!found || !(await mayRead(found, session))) throw notFound(messages.announcements.notFound);
    const { id, title, text, publishAt, createdBy } = found;
    return { announcement: { id, title, text, publishAt, createdBy: namedOnly(createdBy) } };
  },
});
