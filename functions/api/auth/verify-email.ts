import { messages } from '#contract/messages';
import * as z from '#contract/zod';
import { badRequest } from '../../core/http/errors.ts';
import { defineOperation } from '../../core/http/operation.ts';
import { consumeToken, revokeTokensOfUser } from '../../data/tokens.ts';
import { pendingRegistrationOf, verifyRegistration } from '../../data/users.ts';

/**
 * GET /auth/verify-email/{token} (also plain): uses the emailed link once. A link mailed for a
 * registration verifies the account with that registration's password and profile; every other
 * verification link of the account then stops working, so no leftover link (someone else's
 * registration of the same address) can change the verified account.
 */
export const verifyEmail = defineOperation({
  params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  handle: async ({ params }) => {
    const stored = await consumeToken('verify-email', params.token);
    const registration = stored?.payload?.registration as Record<string, unknown> | undefined;
    if (
      !stored ||
      !(await verifyRegistration(stored.userId, registration && pendingRegistrationOf(registration)))
    )
      throw badRequest(messages.auth.verificationLinkInvalid);
    await revokeTokensOfUser(stored.userId, 'verify-email');
    return { message: messages.auth.emailVerified };
  },
});
