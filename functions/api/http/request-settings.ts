import { getSettings, type Settings } from '../../data/settings.ts';
import type { RequestState } from './context.ts';

/** The settings as this request sees them: read at most once per request, by whichever guard asks first. */
export function requestSettings(state: RequestState): Promise<Settings> {
  state.settings ??= getSettings();
  return state.settings;
}

/**
 * Starts the settings read now, for a request that will need it, so it runs alongside other reads. A
 * failure still reaches whichever guard awaits the settings; it is caught here only so that a request
 * ended earlier by another error leaves no unhandled rejection behind.
 */
export function readSettingsAhead(state: RequestState): void {
  requestSettings(state).catch(() => undefined);
}
