import { defineOperation } from '../../core/http/operation.ts';
import { superAdmins } from '../../routes.ts';
import { toEmergencyState } from './emergency-state.ts';

/** GET /super-admin/emergency: whether the lockdown is on, why, who switched it and when. */
export const getEmergency = defineOperation({
  method: 'GET',
  path: '/super-admin/emergency',
  access: superAdmins,
  handle: async ({ settings }) => toEmergencyState(await settings()),
});
