import type { Admin } from '#contract/admins';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { Pagination } from '../../../types/api.ts';

export const adminsPageSize = 20;

export interface AdminList {
  admins: Admin[];
  pagination: Pagination;
}

export function listAdmins(page: number): Promise<AdminList> {
  return api.get(`/super-admin/admins?page=${page}&limit=${adminsPageSize}`);
}

export function useAdmins(page: number) {
  return useQuery(`/super-admin/admins?page=${page}`, () => listAdmins(page));
}
