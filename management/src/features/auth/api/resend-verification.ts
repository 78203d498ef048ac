import { api } from '../../../lib/api.ts';

export function resendVerification(email: string): Promise<{ message: string }> {
  return api.post('/auth/resend-verification', { email }, { plain: true });
}
