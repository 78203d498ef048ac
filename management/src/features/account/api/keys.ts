import { resourceKeys } from '../../../lib/query-client.ts';

export const profileKeys = {
  me: [...resourceKeys.account, 'me'] as const,
  sessions: [...resourceKeys.account, 'sessions'] as const,
  passkeys: [...resourceKeys.account, 'passkeys'] as const,
  notificationPreferences: [...resourceKeys.account, 'notification-preferences'] as const,
};
