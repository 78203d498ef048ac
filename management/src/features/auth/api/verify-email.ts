import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Message } from '../../../types/api.ts';

/**
 * POST /auth/verify-email: the link's token, with the password chosen when registering once the link
 * asks for it (a 409 flagged passwordRequired).
 */
export function verifyEmail(token: string, password?: string): Promise<Message> {
  return api.post('/auth/verify-email', { token, password }, { plain: true });
}

export function useVerifyEmail(token: string) {
  // A link is used once: its answer stays, or asking again would be refused as already used.
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    staleTime: Infinity,
  });
}
