import { useQuery } from '@tanstack/react-query';
import * as messages from '#contract/messages';
import { api } from './api.ts';
import { resourceKeys } from './query-client.ts';
import type { PublicSettings } from '../types/api.ts';

/**
 * The hostel's global switches anyone may read (registration, maintenance, lockdown, room types), on the
 * plain base (docs/spec.md §7): a tab the lockdown signed out still carries its student cookie, which the
 * tab base answers with the lockdown's 503, and the login screen must still learn of the lockdown.
 */
export function getPublicSettings(): Promise<PublicSettings> {
  return api.get('/settings/public', { plain: true });
}

export const publicSettingsKey = [...resourceKeys.settings, 'public'] as const;

/**
 * The switches as a screen shows them. `watch` (a screen whose form the switches can refuse) reads them
 * afresh on arrival and every `watch` milliseconds after, so a switch flipped while the form is filled in
 * shows before the form is sent.
 */
export function usePublicSettings({ watch }: { watch?: number } = {}) {
  return useQuery({
    queryKey: publicSettingsKey,
    queryFn: getPublicSettings,
    ...(watch ? { refetchOnMount: 'always' as const, refetchInterval: watch } : {}),
  });
}

/**
 * How often a signed-out screen that the switches change (sign-in, registration) looks at them again: a
 * lockdown, its instructions or registration closing show within this.
 */
export const signedOutWatchMs = 30_000;

/** How often a signed-in tab looks at maintenance mode again: it has no realtime event of its own. */
const maintenanceWatchMs = 60_000;

/**
 * Maintenance mode as a screen needs it: whether it is on, and the message to show (the staff's own, else
 * the default of docs/spec.md §1). The shell watches it, so every screen shows it within a minute.
 */
export function useMaintenance(): { on: boolean; message: string } {
  const settings = usePublicSettings({ watch: maintenanceWatchMs });
  const on = settings.data?.maintenanceMode === true;
  return { on, message: settings.data?.maintenanceMessage || messages.common.maintenanceDefault };
}
