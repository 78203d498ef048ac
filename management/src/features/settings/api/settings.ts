import type {
  RollOverProgress,
  SettingsResponse,
  SettingsUpdate,
  SettingsWriteResponse,
} from '#contract/settings';
import { cacheBypassHeader } from '../../../config/constants.ts';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';

export function useSettings() {
  return useQuery('/settings', () => api.get<SettingsResponse>('/settings'));
}

/** The roll-over as it stands now, past the client cache: the screen polls it while one runs. */
export const fetchRollOver = (): Promise<RollOverProgress | null> =>
  api
    .get<SettingsResponse>('/settings', { headers: { [cacheBypassHeader]: '1' } })
    .then((response) => response.rollOver);

export const setRegistration = (isOpen: boolean) =>
  api.put<SettingsWriteResponse>('/settings/registration', { isOpen });
export const setMaintenance = (isEnabled: boolean, message: string) =>
  api.put<SettingsWriteResponse>('/settings/maintenance', { isEnabled, message });
export const updateSettings = (changes: SettingsUpdate) =>
  api.put<SettingsWriteResponse>('/settings', changes);
