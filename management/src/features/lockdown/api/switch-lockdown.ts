import type { EmergencyState, EmergencySwitch } from '#contract/realtime';
import { api } from '../../../lib/api.ts';

/** PUT /super-admin/emergency: on with a reason, or off; the server tells every open browser. */
export function switchLockdown(change: EmergencySwitch): Promise<EmergencyState & { message: string }> {
  return api.put('/super-admin/emergency', change);
}
