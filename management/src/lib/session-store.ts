import { useSyncExternalStore } from 'react';
import type { User } from '../types/api.ts';

/** Authentication state (docs/spec.md §4): unhydrated until the first check, then signed in or anonymous. */
export type SessionState =
  | { status: 'unhydrated'; user: null }
  /** `reason` says why a signed-in tab became anonymous, when the sign-in screen should tell: 'idle'. */
  | { status: 'anonymous'; user: null; reason?: SignedOutReason }
  | {
      status: 'authenticated';
      user: User;
      /**
       * Which of this page's sessions the tab holds: a new number at each sign-in and at the new
       * session a password change gives. A socket lives no longer than the session it was opened with,
       * so the realtime channel opens again at a new one (lib/use-realtime.ts, decision 0083).
       */
      sessionNumber: number;
    };

/** A staff session the server ended after 30 minutes without a request (docs/spec.md §12). */
export type SignedOutReason = 'idle';

type Listener = () => void;

let state: SessionState = { status: 'unhydrated', user: null };
const listeners = new Set<Listener>();

export function getSession(): SessionState {
  return state;
}

export function setSession(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
