import { getSettings, type Settings } from '../../data/settings.ts';
import type { RequestState } from './context.ts';

/** The settings as this request sees them: read at most once per request, by whichever guard asks first. */
export function requestSettings(state: RequestState): Promise<Settings> {
  state.settings ??= getSettings();
  return state.settings;
}
