import { defineOperation } from '../http/operation.ts';
import { toEmergencyState } from '../../domain/lockdown/lockdown-state.ts';

/** GET /super-admin/emergency: whether the lockdown is on, why, who switched it and when. */
export const getEmergency = defineOperation({
  handle: async ({ settings }) => toEmergencyState(await settings()),
});
