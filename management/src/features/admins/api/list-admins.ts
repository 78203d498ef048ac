import type { Admin } from '#contract/admins';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Pagination } from '../../../types/api.ts';
import { adminKeys } from './keys.ts';

export const adminsPageSize = 20;

export interface AdminList {
  admins: Admin[];
  pagination: Pagination;
}

/** A page of staff accounts; `sort` is a column key, '-' first for descending (contract/sorting.ts). */
export function useAdmins(page: number, sort: string) {
  const query = new URLSearchParams({ page: String(page), limit: String(adminsPageSize) });
  if (sort) query.set('sort', sort);
  const path = `/super-admin/admins?${query}`;
  return useQuery({ queryKey: adminKeys.list(page, sort), queryFn: () => api.get<AdminList>(path) });
}
