import type { LockdownState } from '#contract/settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { resourceKeys } from '../../../lib/query-client.ts';

/** The lockdown as it is now: never kept fresh, since another super admin may have switched it. */
export function getLockdown(): Promise<LockdownState> {
  return api.get('/super-admin/emergency');
}

export function useLockdown() {
  return useQuery({ queryKey: resourceKeys.lockdown, queryFn: getLockdown });
}
