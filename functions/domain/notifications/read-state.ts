import { markAllNoticesRead, markNoticeRead, unreadCount } from '../../data/notifications.ts';
import { logger } from '../../platform/observability.ts';
import { pushToUser } from '../realtime/broadcast.ts';

/**
 * After a read in one tab, tells every open tab of the same user (and nobody else) the new unread count,
 * so each bell agrees. The read is stored before: a push that fails costs only the other tabs' refresh,
 * which their next notice or reload brings, never the read or its answer.
 */
async function tellReadState(userId: string): Promise<number> {
  const unread = await unreadCount(userId);
  await pushToUser(userId, { event: 'notifications-read', data: { unread } }).catch((error: unknown) =>
    logger.warn('read state not pushed', { error: (error as Error).name }),
  );
  return unread;
}

/** Marks one of the user's own notifications read; the unread count after, or null when it has no such entry. */
export async function readNotice(userId: string, id: string): Promise<number | null> {
  if (!(await markNoticeRead(userId, id))) return null;
  return tellReadState(userId);
}

/** Marks every notification of the user up to now read; the unread count after. */
export async function readAllNotices(userId: string): Promise<number> {
  await markAllNoticesRead(userId);
  return tellReadState(userId);
}
