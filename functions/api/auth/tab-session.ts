import * as messages from '#contract/messages';
import { env } from '../../platform/env.ts';
import { forbidden, serviceUnavailable } from '../../platform/errors.ts';
import { sessionCookie } from '../session/cookie.ts';
import { signSessionToken } from '../session/token.ts';
import { secondsUntil } from '../../data/expiry.ts';
import { createSession, type Session, type SessionOpener } from '../../data/sessions.ts';
import { createRememberFamily, type RememberFamily } from '../../data/remember-families.ts';
import type { Settings } from '../../data/settings.ts';
import type { User } from '../../data/users.ts';
import type { HttpEvent } from '../http/context.ts';

/**
 * "Remember me" across tabs: sessions are per tab, so a new tab has no session cookie. Signing in with
 * "Remember me" also sets this cookie on the path every tab's API calls share (/api/tab), holding the
 * newest token of the browser's remember family (data/remember-families.ts), until the family ends 30
 * days after the sign-in. When GET /auth/csrf-token finds no session for a tab but a live remember
 * token, it opens a session for that tab: the new tab is signed in without the password.
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

/** The longest User-Agent kept with a session: real ones are a few hundred characters. */
const maxUserAgentLength = 512;

/**
 * The browser and address a request came from, as a session records them: only ever shown to the
 * user on the list of places they are signed in, never a security decision (any client sends any
 * User-Agent). The SPA names the browser from it; the functions stay without a parser (their bundle
 * budget, decision 0019).
 */
export interface Client {
  userAgent: string;
  ip: string;
}

export const clientOf = (event: HttpEvent, clientIp: string): Client => ({
  userAgent: (event.headers['user-agent'] ?? '').slice(0, maxUserAgentLength),
  ip: clientIp,
});

/**
 * Opens a session for one tab and returns the cookie that carries it: with "Remember me" it lasts 30
 * days, otherwise it ends with the browser (no Max-Age; the item itself expires after a working day).
 * It records the password it was opened with (decision 0075). A session opened by a remembered browser
 * belongs to its family, and ends with it: its item, token and cookie last only what is left of the
 * family's 30 days (decision 0069), and it goes on the family's password.
 */
export async function openTabSession(
  user: User,
  tabId: string,
  remember: boolean,
  client: Client,
  opener: SessionOpener,
): Promise<{ session: Session; cookie: string }> {
  const { session, secret } = await createSession({
    userId: user.id,
    role: user.role,
    fullName: user.fullName,
    tabId,
    remember,
    ...client,
    ...opener,
  });
  // The role claim lets the lockdown guard recognise a student tab whose session it revoked (the realtime
  // work adds it to the token); a token without it still verifies.
  const claims = { sid: secret, tab: tabId, role: user.role };
  const token = await signSessionToken(claims, session.expiresAt);
  const cookie = sessionCookie(token, tabId, remember ? secondsUntil(session.expiresAt) : undefined);
  return { session, cookie };
}

/**
 * The cookie that holds a remember token (a new family's first, or the next of a rotation), kept by the
 * browser only for what is left of the family's 30 days.
 */
export const rememberTokenCookie = (token: string, family: Pick<RememberFamily, 'expiresAt'>) =>
  rememberCookie(token, secondsUntil(family.expiresAt));

/**
 * Starts remembering the browser: a new family of the password the sign-in checked (its fingerprint),
 * its first token's cookie, and a session for this tab that belongs to the family.
 */
export async function openRememberedSession(
  user: User,
  tabId: string,
  client: Client,
  passwordFingerprint: string,
): Promise<{ session: Session; cookies: string[] }> {
  const { family, token } = await createRememberFamily({
    userId: user.id,
    role: user.role,
    ...client,
    passwordFingerprint,
  });
  const opened = await openTabSession(user, tabId, true, client, { family });
  return { session: opened.session, cookies: [opened.cookie, rememberTokenCookie(token, family)] };
}
