import type { LockdownSwitch } from '#contract/realtime';
import type { LockdownState } from '#contract/settings';
import { api } from '../../../lib/api.ts';
import { switchingOnHere } from '../../../lib/lockdown-switched-here.ts';

/** PUT /super-admin/emergency: on with a reason, or off; the server tells every open browser. */
export function switchLockdown(change: LockdownSwitch): Promise<LockdownState & { message: string }> {
  const put = () => api.put<LockdownState & { message: string }>('/super-admin/emergency', change);
  return change.active ? switchingOnHere(put) : put();
}
