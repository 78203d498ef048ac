import { defineOperation } from '../../core/http/operation.ts';
import { toEmergencyState } from './emergency-state.ts';

/** GET /super-admin/emergency: whether the lockdown is on, why, who switched it and when. */
export const getEmergency = defineOperation({
  handle: async ({ settings }) => toEmergencyState(await settings()),
});
