import * as messages from '#contract/messages';
import { messageOf } from './api-error.ts';

/** The browser's refusal of a passkey ceremony: the person closed the prompt, or no passkey on this device fits. */
export const refusedByBrowser = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** What to say when a passkey ceremony fails: the browser's refusal, or the server's answer. */
export function passkeyFailure(error: unknown): string {
  if (refusedByBrowser(error)) return messages.secondFactor.passkeyCancelled;
  return messageOf(error, messages.secondFactor.failed);
}
