import * as messages from '#contract/messages';
import { messageOf } from '../../../lib/api-error.ts';

/**
 * What to say when a passkey ceremony fails: the browser's refusal (the person closed the prompt, or
 * no passkey on this device fits) or the server's answer.
 */
export function passkeyFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return messages.secondFactor.passkeyCancelled;
  return messageOf(error, messages.secondFactor.failed);
}
