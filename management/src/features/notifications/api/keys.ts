import { resourceKeys } from '../../../lib/query-client.ts';

export const notificationKeys = {
  unread: [...resourceKeys.notifications, 'unread'] as const,
  list: [...resourceKeys.notifications, 'list'] as const,
};
