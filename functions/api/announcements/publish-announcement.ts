import * as messages from '#contract/messages';
import { publishAnnouncementSchema } from '#contract/announcements';
import { actorOf } from '../../data/audit.ts';
import { publishAnnouncement } from '../../domain/announcements/publish.ts';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { reply } from '../http/reply.ts';

/** POST /announcements (staff): publishes now, or at `publishAt`, to the chosen audience. */
export const publishAnnouncementOperation = defineOperation({
  route: 'POST /announcements',
  access: staff,
  body: publishAnnouncementSchema,
  handle: async ({ body, session }) => {
    const announcement = await publishAnnouncement(body, actorOf(session));
    return reply(
      {
        message: body.publishAt ? messages.announcements.scheduled : messages.announcements.published,
        announcement,
      },
      { status: 201 },
    );
  },
});
