import { api } from '../../../lib/api.ts';

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api.post('/auth/forgot-password', { email }, { plain: true });
}
