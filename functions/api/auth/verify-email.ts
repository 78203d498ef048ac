import * as z from 'zod';
import { messages } from '#contract/messages';
import { badRequest } from '../../core/http/errors.ts';
import { defineOperation } from '../../core/http/operation.ts';
import { consumeToken } from '../../data/tokens.ts';
import { markEmailVerified } from '../../data/users.ts';

/** GET /auth/verify-email/{token} (also plain): uses the emailed link once. */
export const verifyEmail = defineOperation({
  params: z.object({ token: z.string().min(1).max(200) }),
  handle: async ({ params }) => {
    const stored = await consumeToken('verify-email', params.token);
    if (!stored) throw badRequest(messages.auth.verificationLinkInvalid);
    await markEmailVerified(stored.userId);
    return { message: messages.auth.emailVerified };
  },
});
