import * as messages from '#contract/messages';
import * as z from '#contract/zod';
import { isInternalId } from '../../data/ids.ts';
import { markAllNoticesRead, markNoticeRead, unreadCount } from '../../data/notifications.ts';
import { notFound } from '../../platform/errors.ts';
import { signedIn } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

/**
 * POST /notifications/{id}/read (signed in). The entry is looked up under the caller's own user, so an
 * id of someone else's notification names nothing and gets the same 404 as one that never existed.
 */
export const markNotificationRead = defineOperation({
  method: 'POST',
  path: '/notifications/{id}/read',
  access: signedIn,
  params: z.object({ id: z.string().check(z.maxLength(64)) }),
  handle: async ({ session, params }) => {
    if (!isInternalId(params.id) || !(await markNoticeRead(session.userId, params.id)))
      throw notFound(messages.notifications.notFound);
    return { message: messages.notifications.markedRead, unread: await unreadCount(session.userId) };
  },
});

/** POST /notifications/read-all (signed in): every notification of the caller up to now is read. */
export const markAllNotificationsRead = defineOperation({
  method: 'POST',
  path: '/notifications/read-all',
  access: signedIn,
  handle: async ({ session }) => {
    await markAllNoticesRead(session.userId);
    return { message: messages.notifications.allRead, unread: await unreadCount(session.userId) };
  },
});
