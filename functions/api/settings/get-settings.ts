import { defineOperation } from '../../core/http/operation.ts';
import { toStaffSettings } from '../../data/settings.ts';

/** GET /settings (staff): every switch, the academic period and the lockdown state. */
export const getSettingsOperation = defineOperation({
  handle: async ({ settings }) => ({ settings: toStaffSettings(await settings()) }),
});
