import { useEffect, useState, useSyncExternalStore } from 'react';
import { toastDurations } from '../config/constants.ts';
import { looksUnauthorised, messageOf } from './api-error.ts';
import { withToast } from './toasts.ts';
import type { Message } from '../types/api.ts';

/**
 * Toasts of the management app, 4 s unless docs/spec.md §9 names another duration. A message is its own id,
 * so the same message shown again refreshes its toast instead of stacking a copy.
 */
export function notifySuccess(message: string, durationMs: number = toastDurations.general): void {
  failed(null);
  withToast((toast) => {
    // A failure's toast goes as a success comes: "Could not save the room" beside "Room saved" reads
    // as if both were true.
    for (const id of errorsShown) toast.dismiss(id);
    errorsShown.clear();
    toast.success(message, { id: message, duration: durationMs });
  });
}

/** The error toasts raised since the last success, by id (their message). */
const errorsShown = new Set<string>();

/**
 * The answer to a change made in a dialog or panel: the server's message in a toast, then `done` (which
 * closes it).
 */
export function notifySavedThen(done: () => void): (answer: Message) => void {
  return ({ message }) => {
    notifySuccess(message);
    done();
  };
}

export function notifyError(message: string, durationMs: number = toastDurations.general): void {
  errorsShown.add(message);
  withToast((toast) => toast.error(message, { id: message, duration: durationMs }));
}

/**
 * Tells why a call failed, with the server's message or the fallback: in the dialog shown now, else in a
 * toast. A 401 is the timeout flow's (§8).
 */
export function notifyFailure(error: unknown, fallback: string): void {
  if (looksUnauthorised(error)) return;
  const message = messageOf(error, fallback);
  failed(message);
  if (dialogsSaying === 0) notifyError(message);
}

/**
 * The latest failed call, numbered, or null once something succeeded since. A modal dialog puts every
 * toast under its backdrop and makes it inert, so the dialog shown when a call fails says why itself
 * (`useFailureWhileShown`, components/ui/modal.tsx), in place of the toast: one left behind it would
 * say the same again once the dialog closes.
 */
let latest: { message: string | null; serial: number } = { message: null, serial: 0 };
const listeners = new Set<() => void>();
/** The dialogs shown now, each saying the failures made while it is (one at a time: modal-stack.ts). */
let dialogsSaying = 0;

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
  useEffect(() => {
    if (!shown) return;
    dialogsSaying += 1;
    return () => {
      dialogsSaying -= 1;
    };
  }, [shown]);
  // Counted from each time it is shown: what failed before, or under a dialog opened from it, is not its own.
  const [since, setSince] = useState(shown ? failure.serial : null);
  const [wasShown, setWasShown] = useState(shown);
  if (shown !== wasShown) {
    setWasShown(shown);
    setSince(shown ? failure.serial : null);
  }
  return shown && since !== null && failure.serial > since ? failure.message : null;
}
