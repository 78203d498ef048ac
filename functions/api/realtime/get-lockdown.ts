import { defineOperation } from '../http/operation.ts';
import { superAdmins } from '../../routes.ts';
import { lockdownStateOf } from '../../domain/lockdown/lockdown-state.ts';

/** GET /super-admin/emergency: whether the lockdown is on, why, who switched it and when. */
export const getLockdown = defineOperation({
  route: 'GET /super-admin/emergency',
  access: superAdmins,
  handle: async ({ settings }) => lockdownStateOf(await settings()),
});
