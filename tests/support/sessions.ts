import { randomBytes } from 'node:crypto';
import { sessionCookieName } from '../../functions/api/session/cookie.ts';
import { signSessionToken } from '../../functions/api/session/token.ts';
import { currentPasswordFingerprint } from '../../functions/data/credentials.ts';
import { createSession } from '../../functions/data/sessions.ts';
import { createUser, type NewUser, type User } from '../../functions/data/users.ts';
import type { Role } from '#contract/roles';

export interface SignedIn {
  user: User;
  tabId: string;
  /** Session.id: the hash the table knows the session by; only the cookie holds its secret. */
  sessionId: string;
  csrfToken: string;
  /** The Cookie header values to send with each call of this tab. */
  cookies: string[];
  /** The tab-scoped API base of this tab, e.g. /api/tab/abcdefgh */
  base: string;
  /** Headers a write from this tab carries. */
  writeHeaders: Record<string, string>;
}

export const newTabId = () => randomBytes(6).toString('base64url');

/**
 * A user of the given role, signed in on a fresh tab, made straight through the data layer so a test
 * of some other feature does not depend on the login flow. It has no password: this user cannot sign
 * in with one.
 */
export async function signedInAs(role: Role, overrides: Partial<NewUser> = {}): Promise<SignedIn> {
  const suffix = randomBytes(4).toString('hex');
  const user = await createUser({
    role,
    email: `${role}-${suffix}@example.edu`,
    fullName: `Test ${role} ${suffix}`,
    emailVerified: true,
    isActive: true,
    ...overrides,
  });
  return signedInTab(user);
}

/**
 * An existing user (a seeded one, or one a benchmark wrote) signed in on a fresh tab: the session item
 * and the signed cookie a login would give, made straight through the data layer, on the user's
 * password as it is now.
 */
export async function signedInTab(user: User): Promise<SignedIn> {
  const tabId = newTabId();
  const { session, secret } = await createSession({
    userId: user.id,
    role: user.role,
    fullName: user.fullName,
    tabId,
    remember: false,
    passwordFingerprint: await currentPasswordFingerprint(user),
  });
  const token = await signSessionToken({ sid: secret, tab: tabId, role: user.role }, session.expiresAt);
  return {
    user,
    tabId,
    sessionId: session.id,
    csrfToken: session.csrfToken,
    cookies: [`${sessionCookieName}=${token}`],
    base: `/api/tab/${tabId}`,
    writeHeaders: { 'x-csrf-token': session.csrfToken },
  };
}

/** What a tab's requests to the real server carry: its session cookie and the CSRF token. */
export const requestHeaders = (tab: SignedIn) => ({ cookie: tab.cookies.join('; '), ...tab.writeHeaders });
