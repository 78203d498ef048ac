import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /auth/verify-email/{token}; a 409 flagged passwordRequired asks for the registration's password. */
export function verifyEmail(token: string): Promise<{ message: string }> {
  return api.get(`/auth/verify-email/${encodeURIComponent(token)}`, { plain: true });
}

/** POST /auth/verify-email/{token}: the link, with the password chosen when registering. */
export function verifyEmailWithPassword(token: string, password: string): Promise<{ message: string }> {
  return api.post(`/auth/verify-email/${encodeURIComponent(token)}`, { password }, { plain: true });
}

export function useVerifyEmail(token: string) {
  // A link is used once: its answer stays, or asking again would be refused as already used.
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    staleTime: Infinity,
  });
}
