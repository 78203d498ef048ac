import { defineOperation } from '../http/operation.ts';
import { lockdownStateOf } from '../../domain/lockdown/lockdown-state.ts';

/** GET /super-admin/emergency: whether the lockdown is on, why, who switched it and when. */
export const getEmergency = defineOperation({
  handle: async ({ settings }) => lockdownStateOf(await settings()),
});
