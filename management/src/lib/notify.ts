import { useState, useSyncExternalStore } from 'react';
import { toastDurations } from '../config/constants.ts';
import { looksUnauthorised, messageOf } from './api-error.ts';
import { withToast } from './toasts.ts';

/**
 * Toasts of the management app, 4 s unless docs/spec.md §9 names another duration. A message is its own id,
 * so the same message shown again refreshes its toast instead of stacking a copy.
 */
export function notifySuccess(message: string, durationMs: number = toastDurations.general): void {
  failed(null);
  withToast((toast) => toast.success(message, { id: message, duration: durationMs }));
}

export function notifyError(message: string, durationMs: number = toastDurations.general): void {
  withToast((toast) => toast.error(message, { id: message, duration: durationMs }));
}

/** Toasts a failed call with the server's message or the fallback; a 401 is the timeout flow's (§8). */
export function notifyFailure(error: unknown, fallback: string): void {
  if (looksUnauthorised(error)) return;
  const message = messageOf(error, fallback);
  failed(message);
  notifyError(message);
}

/**
 * The latest failed call, numbered, or null once something succeeded since. A modal dialog puts every
 * toast under its backdrop and makes it inert, so the dialog shown when a call fails says why itself
 * (`useFailureWhileShown`, components/ui/dialog.tsx).
 */
let latest: { message: string | null; serial: number } = { message: null, serial: 0 };
const listeners = new Set<() => void>();

function failed(message: string | null) {
  latest = { message, serial: latest.serial + 1 };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The message of a call that failed while `shown` has been true without a break, if none has succeeded since. */
export function useFailureWhileShown(shown: boolean): string | null {
  const failure = useSyncExternalStore(subscribe, () => latest);
  // Counted from each time it is shown: what failed before, or under a dialog opened from it, is not its own.
  const [since, setSince] = useState(shown ? failure.serial : null);
  const [wasShown, setWasShown] = useState(shown);
  if (shown !== wasShown) {
    setWasShown(shown);
    setSince(shown ? failure.serial : null);
  }
  return shown && since !== null && failure.serial > since ? failure.message : null;
}
