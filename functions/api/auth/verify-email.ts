import { verifyEmailPasswordSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import * as z from '#contract/zod';
import { badRequest, conflict } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { consumeToken, findToken, revokeTokensOfUser, type StoredToken } from '../../data/tokens.ts';
import { getUserById, pendingRegistrationOf, verifyRegistration } from '../../data/users.ts';
import { assertMayTrySignIn, countFailedSignIn } from './throttling.ts';

const tokenParams = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

/** The registration a link is bound to, and the address it was mailed to. */
function bindingOf(stored: StoredToken) {
  const registration = stored.payload?.registration as Record<string, unknown> | undefined;
  const email = stored.payload?.email;
  return registration && typeof email === 'string'
    ? { registration: pendingRegistrationOf(registration), email }
    : null;
}

/** The live link and the account it belongs to, or 400 as for an unknown link. */
async function liveLink(token: string) {
  const stored = await findToken('verify-email', token);
  const binding = stored && bindingOf(stored);
  const user = binding && (await getUserById(stored.userId));
  if (!stored || !binding || !user || user.emailVerified || user.email !== binding.email)
    throw badRequest(messages.auth.verificationLinkInvalid);
  return { stored, binding, user };
}

/**
 * GET /auth/verify-email/{token} (also plain). Opening a link verifies nothing by itself: a mailbox holds
 * the links of every registration of its address, someone else's included, so a link alone does not say
 * whose password should open the account. A live link answers 409 passwordRequired and the page asks
 * for the password chosen with the link's registration (the POST below).
 */
export const verifyEmail = defineOperation({
  method: 'GET',
  path: '/auth/verify-email/{token}',
  access: 'public',
  plain: true,
  params: tokenParams,
  handle: async ({ params }) => {
    await liveLink(params.token);
    throw conflict(messages.auth.verificationNeedsPassword, { passwordRequired: true });
  },
});

/**
 * POST /auth/verify-email/{token} (also plain) `{ password }`: uses the link when the password is the
 * one chosen in the same submission as the link's registration, so only who holds both the mailbox and
 * that password verifies it (docs/spec.md §12). The account then takes that registration, and every other
 * link of it stops working. Wrong passwords count as failed sign-ins of the address.
 */
export const verifyEmailWithPassword = defineOperation({
  method: 'POST',
  path: '/auth/verify-email/{token}',
  access: 'public',
  plain: true,
  params: tokenParams,
  body: verifyEmailPasswordSchema,
  handle: async ({ params, body, clientIp }) => {
    const { binding, user } = await liveLink(params.token);
    await assertMayTrySignIn(user.email, clientIp);
    if (!(await verifyPassword(body.password, binding.registration.passwordHash))) {
      await countFailedSignIn(user.email, clientIp);
      throw badRequest(messages.auth.verificationPasswordWrong, {
        errors: { password: messages.auth.verificationPasswordWrong },
      });
    }
    const used = await consumeToken('verify-email', params.token);
    if (!used || !(await verifyRegistration(user.id, binding.email, binding.registration)))
      throw badRequest(messages.auth.verificationLinkInvalid);
    await revokeTokensOfUser(user.id);
    return { message: messages.auth.emailVerified };
  },
});
