import type { ChangePasswordInput } from '#contract/auth';
import { api } from '../../../lib/api.ts';
import { renewSession } from '../../../lib/session.ts';
import type { Message } from '../../../types/api.ts';

/**
 * PUT /auth/password: every session of the account ends, this tab's included, and this tab gets a new
 * one at once; its CSRF token comes in the answer and replaces the old, and the tab's socket is opened
 * again with it.
 */
export async function changePassword(input: ChangePasswordInput): Promise<Message> {
  const answer = await api.put<{ message: string; csrfToken: string }>('/auth/password', input);
  renewSession(answer.csrfToken);
  return answer;
}
