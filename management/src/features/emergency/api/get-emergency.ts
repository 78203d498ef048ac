import type { EmergencyState } from '#contract/realtime';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { resourceKeys } from '../../../lib/query-client.ts';

/** The lockdown as it is now: never kept fresh, since another super admin may have switched it. */
export function getEmergency(): Promise<EmergencyState> {
  return api.get('/super-admin/emergency');
}

export function useEmergency() {
  return useQuery({ queryKey: resourceKeys.emergency, queryFn: getEmergency });
}
