import { toast } from 'sonner';
import { toastDurations } from '../config/constants.ts';
import { looksUnauthorised, messageOf } from './api-error.ts';

/** Toasts of the management app: top-right, 4 s unless SPEC.md §9 names another duration. */
export function notifySuccess(message: string, durationMs: number = toastDurations.general): void {
  toast.success(message, { duration: durationMs });
}

export function notifyError(message: string, durationMs: number = toastDurations.general): void {
  toast.error(message, { duration: durationMs });
}

/** Toasts a failed call with the server's message or the fallback; a 401 is the timeout flow's (§8). */
export function notifyFailure(error: unknown, fallback: string): void {
  if (looksUnauthorised(error)) return;
  notifyError(messageOf(error, fallback));
}
