import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';

export function verifyEmail(token: string): Promise<{ message: string }> {
  return api.get(`/auth/verify-email/${encodeURIComponent(token)}`, { plain: true });
}

export function useVerifyEmail(token: string) {
  return useQuery(`verify-email:${token}`, () => verifyEmail(token));
}
