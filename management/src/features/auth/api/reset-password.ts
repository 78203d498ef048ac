import type { ResetPasswordInput } from '#contract/auth';
import { api } from '../../../lib/api.ts';
import type { Message } from '../../../types/api.ts';

export function resetPassword(token: string, newPassword: string): Promise<Message> {
  return api.post('/auth/reset-password', { token, newPassword } satisfies ResetPasswordInput, {
    plain: true,
  });
}
