import * as messages from '#contract/messages';
import { defineOperation } from '../http/operation.ts';
import { reply } from '../http/reply.ts';
import { readCookie } from '../session/cookie.ts';
import { idleTooLong, revokedByLockdown, signedOut } from '../session/resolve.ts';
import {
  checkRememberToken,
  touchRememberFamily,
  useRememberToken,
  type RememberFamily,
} from '../../data/remember-families.ts';
import type { Settings } from '../../data/settings.ts';
import { currentPasswordFingerprint } from '../../data/credentials.ts';
import { getUserById } from '../../data/users.ts';
import { unauthorized } from '../../platform/errors.ts';
import { endRememberFamily, endReusedFamily } from '../../domain/auth/sessions.ts';
import { endSession } from '../../domain/auth/session-end.ts';
import { toAuthUser } from './profile.ts';
import {
  assertMaySignIn,
  clientOf,
  openTabSession,
  rememberCookieName,
  rememberTokenCookie,
} from './tab-session.ts';

/**
 * GET /auth/csrf-token: the hydration check of docs/spec.md §4. A tab with a live session gets its CSRF
 * token and user; a tab without one is signed in from the browser's remember token when there is a
 * live one (decision 0025); otherwise 401, which the SPA reads as "anonymous" (or, with `sessionIdle`,
 * as a staff session that timed out).
 *
 * Every page load shows the browser's remember token here, so a spent one is caught on the owner's
 * next load after a thief used a copy (or on the thief's, after the owner did): the family ends and its
 * owner is mailed.
 */
export const getCsrfToken = defineOperation({
  route: 'GET /auth/csrf-token',
  access: 'public',
  handle: async ({ session, sessionEnded, tabId, event, settings, clientIp }) => {
    const client = clientOf(event, clientIp);
    const rememberToken = readCookie(event, rememberCookieName);

    if (session) {
      const check = rememberToken ? await checkRememberToken(rememberToken) : null;
      if (check?.outcome === 'reused') {
        await endReusedFamily(check.family, client);
        // The family ended with this very tab in it.
        if (check.family.id === session.familyId) throw unauthorized(messages.sessions.notAuthenticated);
      }
      const user = await getUserById(session.userId);
      if (user?.isActive)
        return { csrfToken: session.csrfToken, user: toAuthUser(user), isAuthenticated: true };
      await endSession(session);
      throw unauthorized(messages.sessions.notAuthenticated);
    }

    if (!tabId || !rememberToken) throw signedOut({ sessionEnded });
    const use = await useRememberToken(rememberToken);
    if (use.outcome === 'unknown') throw signedOut({ sessionEnded });
    if (use.outcome === 'reused') {
      await endReusedFamily(use.family, client);
      throw unauthorized(messages.sessions.notAuthenticated);
    }
    // The token is used (rotated, or the one a sibling tab rotated a moment ago). A refusal from here on
    // ends the family, so the browser's now spent token never looks like a stolen one.
    const user = await refuseEndingFamily(use.family, () => mayResume(use.family, settings));
    const [opened] = await Promise.all([
      openTabSession(user, tabId, true, client, { family: use.family }),
      touchRememberFamily(use.family.id, new Date().toISOString()),
    ]);
    const cookies = [opened.cookie];
    // In the grace the browser already holds the family's newest token: nothing to hand out.
    if (use.outcome === 'rotated') cookies.push(rememberTokenCookie(use.token, use.family));
    return reply(
      { csrfToken: opened.session.csrfToken, user: toAuthUser(user), isAuthenticated: true },
      { cookies },
    );
  },
});

/**
 * Who a remembered browser may sign back in, or a refusal: idle staff, inactive, revoked by lockdown,
 * or signed in with a password changed since (decision 0075: a browser a sign-in with the old password
 * remembered just after the change's sweep opens no tab, even before the late sweep ends it).
 */
async function mayResume(family: RememberFamily, settings: () => Promise<Settings>) {
  const user = await getUserById(family.userId);
  if (!user || !user.isActive || !user.emailVerified) throw unauthorized(messages.sessions.notAuthenticated);
  // A family started before it recorded its password was there at any change since, which ended it.
  if (family.passwordFingerprint && family.passwordFingerprint !== (await currentPasswordFingerprint(user)))
    throw unauthorized(messages.sessions.notAuthenticated);
  if (idleTooLong(user.role, family.lastActiveAt))
    throw unauthorized(messages.sessions.sessionIdle, { sessionIdle: true });
  await assertMaySignIn(user, settings, messages.lockdown.hydrate);
  // A lockdown ends the student's remembered browsers too: the family outlives it but not its epoch.
  if (revokedByLockdown(await settings(), user.role, family.createdAt))
    throw unauthorized(messages.sessions.notAuthenticated);
  return user;
}

async function refuseEndingFamily<T>(family: RememberFamily, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    await endRememberFamily(family);
    throw error;
  }
}
