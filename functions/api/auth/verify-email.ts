import { messages } from '#contract/messages';
import * as z from '#contract/zod';
import { badRequest } from '../../core/http/errors.ts';
import { defineOperation } from '../../core/http/operation.ts';
import { consumeToken } from '../../data/tokens.ts';
import { markEmailVerified } from '../../data/users.ts';

/** GET /auth/verify-email/{token} (also plain): uses the emailed link once. */
export const verifyEmail = defineOperation({
  params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  handle: async ({ params }) => {
    const stored = await consumeToken('verify-email', params.token);
    if (!stored || !(await markEmailVerified(stored.userId)))
      throw badRequest(messages.auth.verificationLinkInvalid);
    return { message: messages.auth.emailVerified };
  },
});
