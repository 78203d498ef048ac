import { loginSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { badRequest, forbidden, unauthorized } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { reply } from '../http/reply.ts';
import { readCookie } from '../session/cookie.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { deleteSession } from '../../data/sessions.ts';
import { deleteRememberFamily, rememberFamilyOf } from '../../data/remember-families.ts';
import { getUserByEmail } from '../../data/users.ts';
import { toAuthUser } from './profile.ts';
import {
  assertMaySignIn,
  clientOf,
  openRememberedSession,
  openTabSession,
  rememberCookieName,
} from './tab-session.ts';
import { assertMayTrySignIn, countFailedSignIn, rememberSignIn } from './throttling.ts';

let unknownUserHash: Promise<string> | undefined;
/** Verified against when the address is unknown (or has no password yet), so every refusal takes as long. */
const hashOfNobody = () => (unknownUserHash ??= hashPassword('not the password of anyone'));

/**
 * POST /auth/login (tab base only: a session belongs to a tab). One answer for an unknown address and
 * a wrong password; only a caller who knows the password learns that the account is unverified or
 * inactive.
 */
export const login = defineOperation({
  method: 'POST',
  path: '/auth/login',
  access: 'public',
  body: loginSchema,
  handle: async ({ body, tabId, session, clientIp, event, settings }) => {
    if (!tabId) throw badRequest(messages.common.invalidTab);
    await assertMayTrySignIn(body.email, clientIp);

    const user = await getUserByEmail(body.email);
    const passwordMatches = await verifyPassword(body.password, user?.passwordHash || (await hashOfNobody()));
    if (!user || !passwordMatches) {
      await countFailedSignIn(body.email, clientIp);
      throw unauthorized(messages.auth.invalidCredentials);
    }
    if (!user.emailVerified) throw forbidden(messages.auth.emailNotVerified, { emailNotVerified: true });
    await assertMaySignIn(user, settings);
    await rememberSignIn(body.email, clientIp);

    // Signing in on a tab that holds a session replaces it.
    if (session) await deleteSession(session.id);
    const client = clientOf(event, clientIp);
    if (!body.rememberMe) {
      const opened = await openTabSession(user, tabId, false, client);
      return reply(
        { user: toAuthUser(user), csrfToken: opened.session.csrfToken, message: messages.auth.loggedIn },
        { cookies: [opened.cookie] },
      );
    }
    // The browser remembers one sign-in: the family its cookie held before ends (its tabs keep their
    // sessions until they sign out or expire).
    const previous = readCookie(event, rememberCookieName);
    const previousFamily = previous ? await rememberFamilyOf(previous) : null;
    if (previousFamily) await deleteRememberFamily(previousFamily.id);
    const opened = await openRememberedSession(user, tabId, client);
    return reply(
      { user: toAuthUser(user), csrfToken: opened.session.csrfToken, message: messages.auth.loggedIn },
      { cookies: opened.cookies },
    );
  },
});
