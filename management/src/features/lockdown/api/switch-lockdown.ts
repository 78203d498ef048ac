import type { LockdownSwitch } from '#contract/realtime';
import type { LockdownState } from '#contract/settings';
import { api } from '../../../lib/api.ts';

/** PUT /super-admin/emergency: on with a reason, or off; the server tells every open browser. */
export function switchLockdown(change: LockdownSwitch): Promise<LockdownState & { message: string }> {
  return api.put('/super-admin/emergency', change);
}
