import type { Admin } from '#contract/admins';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { largestPage, listPath } from '../../../lib/paged-list.ts';
import { auditKeys } from './keys.ts';

/** The staff accounts the Who filter offers: a hostel has a handful, well within the API's largest page. */
export function useStaff() {
  return useQuery({
    queryKey: auditKeys.staff,
    queryFn: () => api.get<{ admins: Admin[] }>(listPath('/super-admin/admins', { limit: largestPage })),
    select: (data) => data.admins,
  });
}
