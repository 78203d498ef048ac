import type { LockdownSwitch } from '#contract/realtime';
import type { LockdownState } from '#contract/settings';
import { api } from '../../../lib/api.ts';
import { switchingOnHere } from '../../../lib/lockdown-switched-here.ts';
import type { Message } from '../../../types/api.ts';

/** PUT /super-admin/emergency: on with a reason, or off; the server tells every open browser. */
export function switchLockdown(change: LockdownSwitch): Promise<LockdownState & Message> {
  const put = () => api.put<LockdownState & Message>('/super-admin/emergency', change);
  return change.active ? switchingOnHere(put) : put();
}
