import type { Operation } from '../http/operation.ts';
import { countUnreadNotifications, listNotifications } from './list-notifications.ts';
import { markAllNotificationsRead, markNotificationRead } from './mark-read.ts';
import { getNotificationPreferences, saveNotificationPreferences } from './preferences.ts';
import { unsubscribeOperation, unsubscribePageOperation } from './unsubscribe.ts';

/**
 * The notification centre: each signed-in user reads and marks their own, and chooses what is mailed;
 * a notice mail's unsubscribe link chooses for one category without a sign-in.
 */
export const operations = {
  listNotifications,
  countUnreadNotifications,
  markNotificationRead,
  markAllNotificationsRead,
  getNotificationPreferences,
  saveNotificationPreferences,
  unsubscribe: unsubscribeOperation,
  unsubscribePage: unsubscribePageOperation,
} satisfies Record<string, Operation>;
