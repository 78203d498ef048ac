import { verifyEmailPasswordSchema } from '#contract/auth';
import { messages } from '#contract/messages';
import * as z from '#contract/zod';
import { badRequest, conflict } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { consumeToken, findToken, revokeTokensOfUser, type StoredToken } from '../../data/tokens.ts';
import { getUserById, pendingRegistrationOf, verifyRegistration } from '../../data/users.ts';
import { assertMayTrySignIn, countFailedSignIn } from './throttling.ts';

const tokenParams = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

const registrationOf = (stored: StoredToken) => {
  const registration = stored.payload?.registration as Record<string, unknown> | undefined;
  return registration && pendingRegistrationOf(registration);
};

/**
 * Uses the link once: a link mailed for a registration verifies the account with that registration's
 * password and profile; every other verification link of the account then stops working, so no
 * leftover link (someone else's registration of the same address) can change the verified account.
 */
async function useLink(token: string) {
  const stored = await consumeToken('verify-email', token);
  if (!stored || !(await verifyRegistration(stored.userId, registrationOf(stored))))
    throw badRequest(messages.auth.verificationLinkInvalid);
  await revokeTokensOfUser(stored.userId, 'verify-email');
  return { message: messages.auth.emailVerified };
}

/**
 * GET /auth/verify-email/{token} (also plain). When more than one registration claimed the address
 * before anyone verified it, the mailbox holds links of each, and a link alone no longer says whose
 * password should open the account: such a link is left unused and the answer (409, passwordRequired)
 * asks for the password its registration chose, through the POST below.
 */
export const verifyEmail = defineOperation({
  method: 'GET',
  path: '/auth/verify-email/{token}',
  access: 'public',
  plain: true,
  params: tokenParams,
  handle: async ({ params }) => {
    const stored = await findToken('verify-email', params.token);
    if (!stored) throw badRequest(messages.auth.verificationLinkInvalid);
    const user = await getUserById(stored.userId);
    if (user?.registrationContested && !user.emailVerified && registrationOf(stored))
      throw conflict(messages.auth.verificationNeedsPassword, { passwordRequired: true });
    return useLink(params.token);
  },
});

/**
 * POST /auth/verify-email/{token} (also plain) `{ password }`: uses the link when the password is the
 * one its registration chose. The owner of the mailbox who registered knows theirs; a squatter's link in
 * the owner's mailbox asks for the squatter's password, which the owner does not have, so whoever proves
 * the mailbox sets the credentials. Wrong passwords count as failed sign-ins of the address.
 */
export const verifyEmailWithPassword = defineOperation({
  method: 'POST',
  path: '/auth/verify-email/{token}',
  access: 'public',
  plain: true,
  params: tokenParams,
  body: verifyEmailPasswordSchema,
  handle: async ({ params, body, clientIp }) => {
    const stored = await findToken('verify-email', params.token);
    const user = stored && (await getUserById(stored.userId));
    if (!stored || !user) throw badRequest(messages.auth.verificationLinkInvalid);
    await assertMayTrySignIn(user.email, clientIp);
    const passwordHash = registrationOf(stored)?.passwordHash;
    if (!passwordHash || !(await verifyPassword(body.password, passwordHash))) {
      await countFailedSignIn(user.email, clientIp);
      throw badRequest(messages.auth.verificationPasswordWrong, {
        errors: { password: messages.auth.verificationPasswordWrong },
      });
    }
    return useLink(params.token);
  },
});
