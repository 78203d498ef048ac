import type { NotificationPage, UnreadCount } from '#contract/notifications';
import { pageQuerySchema, paginationOf } from '#contract/pagination';
import { listNotices, unreadCount } from '../../data/notifications.ts';
import { signedIn } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

/** GET /notifications (signed in): a page of the caller's own notifications, newest first. */
export const listNotifications = defineOperation({
  route: 'GET /notifications',
  access: signedIn,
  query: pageQuerySchema,
  handle: async ({ session, query }): Promise<NotificationPage> => {
    const [{ notifications, total }, unread] = await Promise.all([
      listNotices(session.userId, query),
      unreadCount(session.userId),
    ]);
    return { notifications, unread, pagination: paginationOf(query, total) };
  },
});

/** GET /notifications/unread (signed in): the bell's count. */
export const countUnreadNotifications = defineOperation({
  route: 'GET /notifications/unread',
  access: signedIn,
  handle: async ({ session }): Promise<UnreadCount> => ({ unread: await unreadCount(session.userId) }),
});
