import type { EmailRequestInput } from '#contract/auth';
import { api } from '../../../lib/api.ts';
import type { Message } from '../../../types/api.ts';

export function resendVerification(email: string): Promise<Message> {
  return api.post('/auth/resend-verification', { email } satisfies EmailRequestInput, { plain: true });
}
