import { emailRequestSchema } from '#contract/auth';
import { messages } from '#contract/messages';
import { defineOperation } from '../../core/http/operation.ts';
import { getUserByEmail } from '../../data/users.ts';
import { authLimits } from './limits.ts';
import { clientKeyOf, countRequest } from './throttling.ts';
import { sendVerificationMail } from './verification-mail.ts';

/**
 * POST /auth/resend-verification (also plain): mails a new link when the address belongs to an active
 * account still waiting for verification; answers the same in every case.
 */
export const resendVerification = defineOperation({
  body: emailRequestSchema,
  handle: async ({ body, clientIp }) => {
    await countRequest(
      [authLimits.verificationResendsPerClient, clientKeyOf(clientIp)],
      [authLimits.verificationResendsPerAddress, body.email],
    );
    const user = await getUserByEmail(body.email);
    if (user && user.isActive && !user.emailVerified) await sendVerificationMail(user);
    return { message: messages.auth.verificationSent };
  },
});
