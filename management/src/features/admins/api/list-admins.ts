import type { Admin } from '#contract/admins';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { listPath } from '../../../lib/paged-list.ts';
import type { Pagination } from '../../../types/api.ts';
import { adminKeys } from './keys.ts';

export const adminsPageSize = 20;

export interface AdminList {
  admins: Admin[];
  pagination: Pagination;
}

/** A page of staff accounts; `sort` is a column key, '-' first for descending (contract/sorting.ts). */
export function useAdmins(page: number, sort: string) {
  const path = listPath('/super-admin/admins', { page, limit: adminsPageSize, sort });
  return useQuery({ queryKey: adminKeys.list(page, sort), queryFn: () => api.get<AdminList>(path) });
}
