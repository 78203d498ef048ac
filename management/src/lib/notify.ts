import { toastDurations } from '../config/constants.ts';
import { looksUnauthorised, messageOf } from './api-error.ts';
import { withToast } from './toasts.ts';

/**
 * Toasts of the management app, 4 s unless docs/spec.md §9 names another duration. A message is its own id,
 * so the same message shown again refreshes its toast instead of stacking a copy.
 */
export function notifySuccess(message: string, durationMs: number = toastDurations.general): void {
  withToast((toast) => toast.success(message, { id: message, duration: durationMs }));
}

export function notifyError(message: string, durationMs: number = toastDurations.general): void {
  withToast((toast) => toast.error(message, { id: message, duration: durationMs }));
}

/** Toasts a failed call with the server's message or the fallback; a 401 is the timeout flow's (§8). */
export function notifyFailure(error: unknown, fallback: string): void {
  if (looksUnauthorised(error)) return;
  notifyError(messageOf(error, fallback));
}
