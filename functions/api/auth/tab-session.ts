import { messages } from '#contract/messages';
import { env } from '../../platform/env.ts';
import { forbidden, serviceUnavailable } from '../../platform/errors.ts';
import { sessionCookie } from '../session/cookie.ts';
import { signSessionToken } from '../session/token.ts';
import { createSession, sessionLifetimeSeconds, type Session } from '../../data/sessions.ts';
import type { Settings } from '../../data/settings.ts';
import { issueToken, tokenLifetimeSeconds } from '../../data/tokens.ts';
import type { User } from '../../data/users.ts';

/**
 * "Remember me" across tabs: sessions are per tab, so a new tab has no session cookie. Signing in with
 * "Remember me" also sets this cookie on the path every tab's API calls share (/api/tab), holding a
 * random token stored hashed for 30 days. When GET /auth/csrf-token finds no session for a tab but a
 * live remember token, it opens a session for that tab: the new tab is signed in without the password.
 */
export const rememberCookieName = 'hostel_remember';
const rememberCookiePath = '/api/tab';

function rememberCookie(token: string, maxAgeSeconds: number): string {
  const parts = [
    `${rememberCookieName}=${token}`,
    `Path=${rememberCookiePath}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (env().STAGE === 'production') parts.push('Secure');
  return parts.join('; ');
}

export const clearedRememberCookie = () => rememberCookie('', 0);

/**
 * Refuses a user who may not hold a session now: deactivated, or a student during a lockdown. `settings`
 * is the operation's own reader (input.settings), so the request reads the settings at most once. A
 * password sign-in is told that sign-in is paused; the session check of a remembered browser reports
 * the lockdown in its own words (docs/spec.md §8).
 */
export async function assertMaySignIn(
  user: User,
  settings: () => Promise<Settings>,
  lockdownMessage: string = messages.lockdown.signInPaused,
): Promise<void> {
  if (!user.isActive) throw forbidden(messages.auth.accountInactive);
  if (user.role === 'student' && (await settings()).emergencyLockdown.active)
    throw serviceUnavailable(lockdownMessage, { emergencyLockdown: true });
}

/**
 * Opens a session for one tab and returns the cookie that carries it: with "Remember me" it lasts 30
 * days, otherwise it ends with the browser (no Max-Age; the item itself expires after a working day).
 */
export async function openTabSession(
  user: User,
  tabId: string,
  remember: boolean,
): Promise<{ session: Session; cookie: string }> {
  const session = await createSession({ userId: user.id, role: user.role, tabId, remember });
  // The role claim lets the lockdown guard recognise a student tab whose session it revoked (the realtime
  // work adds it to the token); a token without it still verifies.
  const claims = { sid: session.id, tab: tabId, role: user.role };
  const token = await signSessionToken(claims, session.expiresAt);
  const cookie = sessionCookie(token, tabId, remember ? sessionLifetimeSeconds.remembered : undefined);
  return { session, cookie };
}

/** Issues the browser's remember token and the cookie that holds it. */
export async function rememberBrowser(user: User): Promise<string> {
  const { token } = await issueToken('remember', user.id, tokenLifetimeSeconds.remember);
  return rememberCookie(token, tokenLifetimeSeconds.remember);
}
