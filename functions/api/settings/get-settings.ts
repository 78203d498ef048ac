import type { SettingsResponse } from '#contract/settings';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { getRollOver, toRollOverProgress } from '../../data/roll-over.ts';
import { toStaffSettings } from '../../data/settings.ts';

/**
 * GET /settings (staff): every switch, the academic period, the lockdown state and the latest
 * roll-over's progress (the screen polls this while one runs).
 */
export const getSettingsOperation = defineOperation({
  route: 'GET /settings',
  access: staff,
  handle: async ({ settings }): Promise<SettingsResponse> => {
    const [current, rollOver] = await Promise.all([settings(), getRollOver()]);
    return { settings: toStaffSettings(current), rollOver: rollOver && toRollOverProgress(rollOver) };
  },
});
