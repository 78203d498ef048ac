import { api } from '../../../lib/api.ts';

export function deleteAdmin(id: string): Promise<{ message: string }> {
  return api.delete(`/super-admin/admins/${encodeURIComponent(id)}`);
}
