import { getSettings } from '../../data/settings.ts';
import { lockdownStateOf } from '../../domain/lockdown/lockdown-state.ts';
import { superAdmins } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

/**
 * GET /super-admin/emergency: whether the lockdown is on, why, who switched it and when. Read
 * consistently, as GET /settings/public is (decision 0090): Emergency Controls read it again after every
 * switch, and after one refused because another was stored meanwhile (409, decision 0092) it must show
 * that other, not the lockdown as an ordinary read may still answer it.
 */
export const getLockdown = defineOperation({
  route: 'GET /super-admin/emergency',
  access: superAdmins,
  handle: async () => lockdownStateOf(await getSettings({ consistent: true })),
});
