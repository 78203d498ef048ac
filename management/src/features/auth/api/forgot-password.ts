import type { EmailRequestInput } from '#contract/auth';
import { api } from '../../../lib/api.ts';
import type { Message } from '../../../types/api.ts';

export function requestPasswordReset(email: string): Promise<Message> {
  return api.post('/auth/forgot-password', { email } satisfies EmailRequestInput, { plain: true });
}
