import type { SettingsResponse } from '#contract/settings';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { getRollOver, toRollOverProgress } from '../../data/roll-over.ts';
import { getSettings, toStaffSettings } from '../../data/settings.ts';

/**
 * GET /settings (staff): every switch, the academic period, the lockdown state and the latest
 * roll-over's progress (the screen polls this while one runs). Read consistently, as GET
 * /settings/public is (decision 0090): staff's banner reads it as a lockdown's push arrives and draws it
 * only if it is of that switch (0092), and the settings screen reads it again after its own save; an
 * ordinary read may answer as before either.
 */
export const getSettingsOperation = defineOperation({
  route: 'GET /settings',
  access: staff,
  handle: async (): Promise<SettingsResponse> => {
    const [current, rollOver] = await Promise.all([getSettings({ consistent: true }), getRollOver()]);
    return { settings: toStaffSettings(current), rollOver: rollOver && toRollOverProgress(rollOver) };
  },
});
