import type { ChangeEmailInput } from '#contract/auth';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** PUT /auth/email: mails a confirmation link to the new address; nothing changes until it is used. */
export function requestEmailChange(input: ChangeEmailInput): Promise<{ message: string }> {
  return api.put('/auth/email', input);
}

/** GET /auth/confirm-email/{token}: the link from the mail. */
export function confirmEmailChange(token: string): Promise<{ message: string }> {
  return api.get(`/auth/confirm-email/${encodeURIComponent(token)}`, { plain: true });
}

export function useConfirmEmailChange(token: string) {
  return useQuery(`confirm-email:${token}`, () => confirmEmailChange(token));
}
