import { verifyEmailSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { badRequest, conflict } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { isOpenAsLinked } from '../../data/conditional.ts';
import { passwordHashOf } from '../../data/credentials.ts';
import { consumeToken, findToken, revokeTokensOfUser, type StoredToken } from '../../data/tokens.ts';
import { getUserById, pendingRegistrationOf, verifyRegistration } from '../../data/users.ts';
import { countSignInAttempt } from './throttling.ts';

/** The registration a link is bound to, and the address it was mailed to. */
function bindingOf(stored: StoredToken) {
  const registration = stored.payload?.registration as Record<string, unknown> | undefined;
  const email = stored.payload?.email;
  return registration && typeof email === 'string'
    ? { registration: pendingRegistrationOf(registration), email }
    : null;
}

/**
 * The live link and the account it belongs to, or 400 as for an unknown link. An account staff
 * deactivated after the link was issued verifies nothing, while it is closed or once it is reopened
 * (decision 0082): as a reset link, it answers as an expired one.
 */
async function liveLink(token: string) {
  const stored = await findToken('verify-email', token);
  const binding = stored && bindingOf(stored);
  const user = binding && (await getUserById(stored.userId));
  if (
    !stored ||
    !binding ||
    !user ||
    user.emailVerified ||
    user.email !== binding.email ||
    !isOpenAsLinked(user, stored.reactivations)
  )
    throw badRequest(messages.auth.verificationLinkInvalid);
  return { stored, binding, user };
}

/**
 * POST /auth/verify-email (also plain) `{ token, password? }`, the token from the link's fragment so no
 * URL carries it. Opening a link verifies nothing by itself: a mailbox holds the links of every
 * registration of its address, someone else's included, so a link alone does not say whose password
 * should open the account. Without a password a live link answers 409 passwordRequired and the page asks
 * for it. With the password chosen in the same submission as the link's registration, the link is used
 * (docs/spec.md §12): the account takes that registration, and every other link of it stops working.
 * Wrong passwords count as failed sign-ins of the address.
 */
export const verifyEmail = defineOperation({
  route: 'POST /auth/verify-email',
  access: 'public',
  plain: true,
  body: verifyEmailSchema,
  handle: async ({ body, clientIp }) => {
    const { binding, user } = await liveLink(body.token);
    if (body.password === undefined)
      throw conflict(messages.auth.verificationNeedsPassword, { passwordRequired: true });
    const attempt = await countSignInAttempt(user.email, clientIp);
    // A link sent again carries no hash: it verifies with the account's own password.
    const passwordHash = binding.registration.passwordHash ?? (await passwordHashOf(user));
    if (!passwordHash || !(await verifyPassword(body.password, passwordHash)))
      throw badRequest(messages.auth.verificationPasswordWrong, {
        errors: { password: messages.auth.verificationPasswordWrong },
      });
    await attempt.takeBack();
    const used = await consumeToken('verify-email', body.token);
    // The password checked is written again, lasting: a link sent again would otherwise leave the
    // registration's credential, which lapses with it 7 days on, under a verified account.
    const registration = { ...binding.registration, passwordHash };
    if (!used || !(await verifyRegistration(user.id, binding.email, registration, used)))
      throw badRequest(messages.auth.verificationLinkInvalid);
    await revokeTokensOfUser(user.id);
    return { message: messages.auth.emailVerified };
  },
});
