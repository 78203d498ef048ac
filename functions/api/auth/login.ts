import { randomBytes } from 'node:crypto';
import { loginSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { badRequest, forbidden, unauthorized } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { passwordFingerprint, passwordHashOf } from '../../data/credentials.ts';
import { getUserByEmail } from '../../data/users.ts';
import { assertMaySignIn } from './tab-session.ts';
import { finishSignIn, needsSecondFactor, secondFactorStep } from './sign-in-steps.ts';
import { countSignInAttempt } from './throttling.ts';

let unknownUserHash: Promise<string> | undefined;
/**
 * Verified against when the address is unknown (or has no password yet), so every refusal takes as long.
 * Its password is drawn at random, unknown even to this code, so no guess can match it; a match would
 * open nothing anyway (below).
 */
const hashOfNobody = () => (unknownUserHash ??= hashPassword(randomBytes(32).toString('base64url')));

/**
 * POST /auth/login (tab base only: a session belongs to a tab). One answer for an unknown address and
 * a wrong password; only a caller who knows the password learns that the account is unverified or
 * inactive. Staff who must prove a second factor get no session here: the answer is the second step's
 * ticket (sign-in-steps.ts), and the session opens when they finish it.
 */
export const login = defineOperation({
  route: 'POST /auth/login',
  access: 'public',
  body: loginSchema,
  handle: async ({ body, tabId, session, clientIp, event, settings }) => {
    if (!tabId) throw badRequest(messages.requests.invalidTab);
    const attempt = await countSignInAttempt(body.email, clientIp);

    const user = await getUserByEmail(body.email);
    // An unknown address reads a credential too (nobody's, which does not exist), so both answers make
    // the same reads and take the same time (docs/decisions/0049).
    const passwordHash = await passwordHashOf(user ?? { id: 'nobody' });
    const passwordMatches = await verifyPassword(body.password, passwordHash || (await hashOfNobody()));
    // An account without a password (an admin before their link) was checked against nobody's hash,
    // whose password is in the source: a match there opens nothing.
    if (!user || !passwordHash || !passwordMatches) throw unauthorized(messages.auth.invalidCredentials);
    await attempt.takeBack();
    if (!user.emailVerified) throw forbidden(messages.auth.emailNotVerified, { emailNotVerified: true });
    await assertMaySignIn(user, settings);

    // Which password the sign-in went on: a change or reset of it ends the session (decision 0075).
    const checked = passwordFingerprint(passwordHash);
    if (needsSecondFactor(user)) {
      const step = await secondFactorStep(user, tabId, body.rememberMe, checked);
      const m = messages.secondFactor;
      return { secondFactor: step, message: step.enrol ? m.enrolRequired : m.required(step.methods) };
    }
    return finishSignIn(user, {
      tabId,
      remember: body.rememberMe,
      passwordFingerprint: checked,
      session,
      event,
      clientIp,
    });
  },
});
