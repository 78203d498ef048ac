import { unsubscribeApiPath } from '#contract/notifications';
import { api } from '../../../lib/api.ts';
import type { Message } from '../../../types/api.ts';

/**
 * POST /notifications/unsubscribe/{token}: the mail's one-click address, posted with no body, as the
 * unsubscribe page's button; the token alone says whose mail of which category stops (docs/spec.md §18).
 */
export function unsubscribe(token: string): Promise<Message> {
  return api.post(unsubscribeApiPath(token), undefined, { plain: true });
}
