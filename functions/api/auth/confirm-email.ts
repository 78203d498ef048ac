import { messages } from '#contract/messages';
import * as z from '#contract/zod';
import { badRequest } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { consumeToken, revokeTokensOfUser } from '../../data/tokens.ts';
import { changeEmail, getUserById } from '../../data/users.ts';
import { emailChangedMail } from '../../domain/notifications/templates/email-change.ts';
import { sendNotice } from '../../domain/auth/account-mail.ts';

/**
 * GET /auth/confirm-email/{token} (also plain): uses the link mailed to a new address once. The address
 * becomes the sign-in address, the old one is freed and told, and reset links sent to the old address
 * stop working. Refused when the address was taken meanwhile.
 */
export const confirmEmailChange = defineOperation({
  method: 'GET',
  path: '/auth/confirm-email/{token}',
  access: 'public',
  plain: true,
  params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  handle: async ({ params }) => {
    const stored = await consumeToken('change-email', params.token);
    const newEmail = stored?.payload?.newEmail;
    const user = stored ? await getUserById(stored.userId) : null;
    if (!user || typeof newEmail !== 'string' || !(await changeEmail(user, newEmail)))
      throw badRequest(messages.auth.emailChangeLinkInvalid);
    await revokeTokensOfUser(user.id, 'reset-password');
    await sendNotice(emailChangedMail({ to: user.email, fullName: user.fullName, newEmail }));
    return { message: messages.auth.emailChangeConfirmed };
  },
});
