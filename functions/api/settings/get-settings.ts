import { defineOperation } from '../../core/http/operation.ts';
import { getSettings, toStaffSettings } from '../../data/settings.ts';

/** GET /settings (staff): every switch, the academic period and the lockdown state. */
export const getSettingsOperation = defineOperation({
  handle: async () => ({ settings: toStaffSettings(await getSettings()) }),
});
