import type { Admin } from '#contract/admins';
import { api } from '../../../lib/api.ts';

/** Deactivates (signing them out everywhere) or reactivates a staff account. */
export function setAdminStatus(id: string, isActive: boolean): Promise<{ admin: Admin; message: string }> {
  return api.put(`/super-admin/admins/${encodeURIComponent(id)}/status`, { isActive });
}
