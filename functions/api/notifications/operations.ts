import type { Operation } from '../http/operation.ts';
import { countUnreadNotifications, listNotifications } from './list-notifications.ts';
import { markAllNotificationsRead, markNotificationRead } from './mark-read.ts';
import { getNotificationPreferences, saveNotificationPreferences } from './preferences.ts';

/** The notification centre: each signed-in user reads and marks their own, and chooses what is mailed. */
export const operations = {
  listNotifications,
  countUnreadNotifications,
  markNotificationRead,
  markAllNotificationsRead,
  getNotificationPreferences,
  saveNotificationPreferences,
} satisfies Record<string, Operation>;
