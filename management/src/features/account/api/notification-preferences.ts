import type { NotificationPreferences } from '#contract/notifications';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { profileKeys } from './keys.ts';

export const getNotificationPreferences = () =>
  api.get<{ preferences: NotificationPreferences }>('/notifications/preferences');
export const useNotificationPreferences = () =>
  useQuery({ queryKey: profileKeys.notificationPreferences, queryFn: getNotificationPreferences });

export const saveNotificationPreferences = (preferences: NotificationPreferences) =>
  api.put<{ message: string; preferences: NotificationPreferences }>(
    '/notifications/preferences',
    preferences,
  );
