import { emailRequestSchema } from '#contract/auth';
import { messages } from '#contract/messages';
import { defineOperation } from '../../core/http/operation.ts';
import { issueToken, revokeTokensOfUser, tokenLifetimeSeconds } from '../../data/tokens.ts';
import { getUserByEmail } from '../../data/users.ts';
import { sendMail } from '../../mail/send.ts';
import { resetPasswordMail } from '../../mail/templates/reset-password.ts';
import { authLimits } from './limits.ts';
import { clientKeyOf, countRequest } from './throttling.ts';

/**
 * POST /auth/forgot-password (also plain): mails a reset link when the address belongs to an active
 * account, and answers the same whether or not it does. Only the newest link works.
 */
export const forgotPassword = defineOperation({
  body: emailRequestSchema,
  handle: async ({ body, clientIp }) => {
    await countRequest(
      [authLimits.passwordResetsPerClient, clientKeyOf(clientIp)],
      [authLimits.passwordResetsPerAddress, body.email],
    );
    const user = await getUserByEmail(body.email);
    if (user?.isActive) {
      await revokeTokensOfUser(user.id, 'reset-password');
      const { token } = await issueToken('reset-password', user.id, tokenLifetimeSeconds.resetPassword);
      await sendMail(resetPasswordMail({ to: user.email, fullName: user.fullName, token }));
    }
    return { message: messages.auth.resetLinkSent };
  },
});
