import type { Admin } from '#contract/admins';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';

/**
 * The audit trail names actors by id; the staff list turns the ids into names. One page of the largest
 * size covers any hostel's staff; an actor beyond it (or deleted since) shows by role and id.
 */
export async function listStaffNames(): Promise<Map<string, string>> {
  const { admins } = await api.get<{ admins: Admin[] }>('/super-admin/admins?page=1&limit=100');
  return new Map(admins.map((admin) => [admin.id, admin.fullName]));
}

export function useStaffNames() {
  return useQuery('/super-admin/admins?names', listStaffNames);
}
