import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** GET /auth/verify-email/{token}; a 409 flagged passwordRequired asks for the registration's password. */
export function verifyEmail(token: string): Promise<{ message: string }> {
  return api.get(`/auth/verify-email/${encodeURIComponent(token)}`, { plain: true });
}

/** POST /auth/verify-email/{token}: the link, with the password chosen when registering. */
export function verifyEmailWithPassword(token: string, password: string): Promise<{ message: string }> {
  return api.post(`/auth/verify-email/${encodeURIComponent(token)}`, { password }, { plain: true });
}

export function useVerifyEmail(token: string) {
  return useQuery(`verify-email:${token}`, () => verifyEmail(token));
}
