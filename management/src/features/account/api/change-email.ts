import type { ChangeEmailInput } from '#contract/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Message } from '../../../types/api.ts';

/** PUT /auth/email: mails a confirmation link to the new address; nothing changes until it is used. */
export function requestEmailChange(input: ChangeEmailInput): Promise<Message> {
  return api.put('/auth/email', input);
}

/** POST /auth/confirm-email: the token of the link from the mail. */
export function confirmEmailChange(token: string): Promise<Message> {
  return api.post('/auth/confirm-email', { token }, { plain: true });
}

export function useConfirmEmailChange(token: string) {
  // A link is used once: its answer stays, or asking again would be refused as already used.
  return useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => confirmEmailChange(token),
    staleTime: Infinity,
  });
}

/** POST /auth/undo-email-change: the token of the link mailed to the address the account left. */
export function undoEmailChange(token: string): Promise<Message> {
  return api.post('/auth/undo-email-change', { token }, { plain: true });
}
