import type { LockdownState } from '#contract/settings';
import { cacheBypassHeader } from '../../../config/constants.ts';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** The lockdown as it is now: always asked afresh, since another super admin may have switched it. */
export function getLockdown(): Promise<LockdownState> {
  return api.get('/super-admin/emergency', { headers: { [cacheBypassHeader]: '1' } });
}

export function useLockdown() {
  return useQuery('/super-admin/emergency', getLockdown);
}
