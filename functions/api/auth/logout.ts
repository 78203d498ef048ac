import * as messages from '#contract/messages';
import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { reply } from '../http/reply.ts';
import { clearedSessionCookie, readCookie } from '../session/cookie.ts';
import { deleteRememberFamily, rememberFamilyOf } from '../../data/remember-families.ts';
import { endSession } from '../../domain/auth/session-end.ts';
import { clearedRememberCookie, rememberCookieName } from './tab-session.ts';

/**
 * POST /auth/logout: ends this tab's session and, when the browser remembers this same user, forgets
 * that too, so no new tab signs back in. Other tabs keep their own sessions (they may be other users).
 */
export const logout = defineOperation({
  route: 'POST /auth/logout',
  access: signedIn,
  handle: async ({ session, tabId, event }) => {
    const cookies = [clearedSessionCookie(tabId!)];
    await endSession(session);
    const rememberToken = readCookie(event, rememberCookieName);
    const family = rememberToken ? await rememberFamilyOf(rememberToken) : null;
    if (family?.userId === session.userId) {
      await deleteRememberFamily(family.id);
      cookies.push(clearedRememberCookie());
    }
    return reply({ message: messages.sessions.loggedOut }, { cookies });
  },
});
