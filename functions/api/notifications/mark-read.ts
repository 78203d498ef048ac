import * as messages from '#contract/messages';
import { recordIdParam } from '#contract/record-ids';
import * as z from '#contract/zod';
import { isInternalId } from '../../data/ids.ts';
import { readAllNotices, readNotice } from '../../domain/notifications/read-state.ts';
import { notFound } from '../../platform/errors.ts';
import { signedIn } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

/**
 * POST /notifications/{id}/read (signed in). The entry is looked up under the caller's own user, so an
 * id of someone else's notification names nothing and gets the same 404 as one that never existed. The
 * caller's other tabs hear the new unread count (domain/notifications/read-state.ts).
 */
export const markNotificationRead = defineOperation({
  route: 'POST /notifications/{id}/read',
  access: signedIn,
  params: z.object({ id: recordIdParam() }),
  handle: async ({ session, params }) => {
    const unread = isInternalId(params.id) ? await readNotice(session.userId, params.id) : null;
    if (unread === null) throw notFound(messages.notifications.notFound);
    return { message: messages.notifications.markedRead, unread };
  },
});

/** POST /notifications/read-all (signed in): every notification of the caller up to now is read. */
export const markAllNotificationsRead = defineOperation({
  route: 'POST /notifications/read-all',
  access: signedIn,
  handle: async ({ session }) => {
    return { message: messages.notifications.allRead, unread: await readAllNotices(session.userId) };
  },
});
