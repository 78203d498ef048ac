import * as messages from '#contract/messages';
import { skipRedirectHeader } from '../config/constants.ts';
import type { User } from '../types/api.ts';
import { api } from './api.ts';
import { ApiError } from './api-error.ts';
import { notifyError, notifySuccess } from './notify.ts';
import { queryClient } from './query-client.ts';
import { getSession, setSession } from './session-store.ts';

interface CsrfAnswer {
  csrfToken: string;
  user: User;
  isAuthenticated: boolean;
}

const checkHeaders = { [skipRedirectHeader]: '1' };

let hydrating: Promise<void> | null = null;
/** The last session number given out (SessionState's `sessionNumber`). */
let sessionsHeld = 0;

/**
 * The first check of a page load (docs/spec.md §4): the CSRF-token call says who this tab is; a 401 there
 * means anonymous, never a session timeout.
 */
export function hydrateSession(): Promise<void> {
  if (getSession().status !== 'unhydrated') return Promise.resolve();
  hydrating ??= api
    .get<CsrfAnswer>('/auth/csrf-token', { headers: checkHeaders })
    .then(({ csrfToken, user }) => {
      api.setCsrfToken(csrfToken);
      setSession({ status: 'authenticated', user, sessionNumber: ++sessionsHeld });
    })
    .catch((error: unknown) => {
      api.setCsrfToken(null);
      // A staff tab reloaded after 30 minutes idle: the sign-in screen says why it shows.
      const idle = error instanceof ApiError && error.status === 401 && error.flag('sessionIdle');
      setSession({ status: 'anonymous', user: null, ...(idle ? { reason: 'idle' as const } : {}) });
      if (error instanceof ApiError && error.status === 503 && error.flag('emergencyLockdown'))
        notifyError(messages.lockdown.hydrate);
      else if (!(error instanceof ApiError && error.status === 401))
        notifyError(messages.sessions.authCheckFailed);
    })
    .finally(() => {
      hydrating = null;
    });
  return hydrating;
}

/** After a login: keep the user, then fetch the CSRF token bound to the new session (§4). */
export async function startSession(user: User): Promise<void> {
  api.resetSession();
  queryClient.clear();
  setSession({ status: 'authenticated', user, sessionNumber: ++sessionsHeld });
  const { csrfToken } = await api.get<CsrfAnswer>('/auth/csrf-token', { headers: checkHeaders });
  api.setCsrfToken(csrfToken);
}

/**
 * The tab now holds the new session a password change gave it (§12), with its CSRF token: the realtime
 * channel opens again with it, rather than waiting for the server to close the old session's socket.
 */
export function renewSession(csrfToken: string): void {
  api.setCsrfToken(csrfToken);
  const session = getSession();
  if (session.status === 'authenticated') setSession({ ...session, sessionNumber: ++sessionsHeld });
}

/** Replaces the signed-in user's name or email after they edit their profile. */
export function updateSessionUser(changes: Partial<User>): void {
  const session = getSession();
  if (session.status === 'authenticated') setSession({ ...session, user: { ...session.user, ...changes } });
}

/** Signs out; a failed sign-out is ignored and the app still leaves for the login screen (§7). */
export async function endSession(): Promise<void> {
  await api.post('/auth/logout').catch(() => undefined);
  api.setCsrfToken(null);
  api.resetSession();
  queryClient.clear();
  setSession({ status: 'anonymous', user: null });
  notifySuccess(messages.sessions.loggedOut);
}
