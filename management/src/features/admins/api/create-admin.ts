import type { Admin, CreateAdminInput } from '#contract/admins';
import { api } from '../../../lib/api.ts';

/** Creates an admin or super admin; the server emails them a link to set their password. */
export function createAdmin(input: CreateAdminInput): Promise<{ admin: Admin; message: string }> {
  return api.post('/super-admin/admins', input);
}
