import type { SettingsResponse, SettingsUpdate, SettingsWriteResponse } from '#contract/settings';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';

export function useSettings() {
  return useQuery('/settings', () => api.get<SettingsResponse>('/settings'));
}

export const setRegistration = (isOpen: boolean) =>
  api.put<SettingsWriteResponse>('/settings/registration', { isOpen });
export const setMaintenance = (isEnabled: boolean, message: string) =>
  api.put<SettingsWriteResponse>('/settings/maintenance', { isEnabled, message });
export const updateSettings = (changes: SettingsUpdate) =>
  api.put<SettingsWriteResponse>('/settings', changes);
