import type { Admin } from '#contract/admins';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { auditKeys } from './keys.ts';

/** The staff accounts the Who filter offers: a hostel has a handful, well within the API's largest page. */
export function useStaff() {
  return useQuery({
    queryKey: auditKeys.staff,
    queryFn: () => api.get<{ admins: Admin[] }>('/super-admin/admins?limit=100'),
    select: (data) => data.admins,
  });
}
