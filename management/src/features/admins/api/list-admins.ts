import type { Admin } from '#contract/admins';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { Pagination } from '../../../types/api.ts';

export const adminsPageSize = 20;

export interface AdminList {
  admins: Admin[];
  pagination: Pagination;
}

/** A page of staff accounts; `sort` is a column key, '-' first for descending (contract/sorting.ts). */
export function useAdmins(page: number, sort: string) {
  const path = `/super-admin/admins?${new URLSearchParams({ page: String(page), limit: String(adminsPageSize), sort })}`;
  return useQuery(path, (): Promise<AdminList> => api.get(path));
}
