import { api } from '../../../lib/api.ts';

export function resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
  return api.post('/auth/reset-password', { token, newPassword }, { plain: true });
}
