import { messages } from '#contract/messages';
import { unauthorized } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { reply } from '../http/reply.ts';
import { readCookie } from '../session/cookie.ts';
import { revokedByLockdown } from '../session/resolve.ts';
import { deleteSession } from '../../data/sessions.ts';
import { consumeToken, findToken, revokeToken } from '../../data/tokens.ts';
import { getUserById } from '../../data/users.ts';
import { toAuthUser } from './profile.ts';
import { assertMaySignIn, openTabSession, rememberBrowser, rememberCookieName } from './tab-session.ts';

/**
 * GET /auth/csrf-token: the hydration check of docs/spec.md §4. A tab with a live session gets its CSRF
 * token and user; a tab without one is signed in from the browser's remember token when there is a
 * live one, which is then replaced by a new one; otherwise 401, which the SPA reads as "anonymous".
 */
export const getCsrfToken = defineOperation({
  method: 'GET',
  path: '/auth/csrf-token',
  access: 'public',
  handle: async ({ session, tabId, event, settings }) => {
    if (session) {
      const user = await getUserById(session.userId);
      if (user?.isActive)
        return { csrfToken: session.csrfToken, user: toAuthUser(user), isAuthenticated: true };
      await deleteSession(session.id);
      throw unauthorized(messages.auth.notAuthenticated);
    }

    const rememberToken = readCookie(event, rememberCookieName);
    const remembered = tabId && rememberToken ? await findToken('remember', rememberToken) : null;
    const user = remembered ? await getUserById(remembered.userId) : null;
    if (!tabId || !rememberToken || !remembered || !user) throw unauthorized(messages.auth.notAuthenticated);
    if (!user.isActive || !user.emailVerified) {
      await revokeToken(rememberToken);
      throw unauthorized(messages.auth.notAuthenticated);
    }
    await assertMaySignIn(user, settings, messages.lockdown.hydrate);
    // A lockdown ends the student's remembered browsers too: the token outlives it but not its epoch.
    if (revokedByLockdown(await settings(), user.role, remembered.createdAt)) {
      await revokeToken(rememberToken);
      throw unauthorized(messages.auth.notAuthenticated);
    }
    // The remember token is rotated each time it opens a session: the old one is used up (one
    // conditional delete, so two tabs racing with one copy open one session), and the browser gets a
    // new one. A stolen copy then works once at most, and its use ends the owner's.
    if (!(await consumeToken('remember', rememberToken))) throw unauthorized(messages.auth.notAuthenticated);
    const opened = await openTabSession(user, tabId, true);
    return reply(
      { csrfToken: opened.session.csrfToken, user: toAuthUser(user), isAuthenticated: true },
      { cookies: [opened.cookie, await rememberBrowser(user)] },
    );
  },
});
