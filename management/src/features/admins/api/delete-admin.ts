import { api } from '../../../lib/api.ts';
import type { Message } from '../../../types/api.ts';

export function deleteAdmin(id: string): Promise<Message> {
  return api.delete(`/super-admin/admins/${encodeURIComponent(id)}`);
}
