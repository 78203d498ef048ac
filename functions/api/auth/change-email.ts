import { changeEmailSchema } from '#contract/auth';
import { messages } from '#contract/messages';
import { badRequest, unauthorized } from '../../core/http/errors.ts';
import { defineOperation } from '../../core/http/operation.ts';
import { issueToken, revokeTokensOfUser, tokenLifetimeSeconds } from '../../data/tokens.ts';
import { getUserByEmail, getUserById } from '../../data/users.ts';
import { sendMail } from '../../mail/send.ts';
import {
  confirmEmailChangeMail,
  emailChangeRequestedMail,
  emailInUseMail,
} from '../../mail/templates/email-change.ts';
import { authLimits } from './limits.ts';
import { assertCurrentPassword } from './current-password.ts';
import { countRequest } from './throttling.ts';

/**
 * PUT /auth/email: a signed-in user asks to sign in with another address. Nothing changes yet: the new
 * address gets a confirmation link (GET /auth/confirm-email/{token}) and the current one a notice. The
 * answer is the same whether or not the new address has an account; when it has, its owner gets a note
 * instead of a link, so the call is no way to learn who is registered.
 */
export const requestEmailChange = defineOperation({
  body: changeEmailSchema,
  handle: async ({ body, session, clientIp }) => {
    const user = await getUserById(session!.userId);
    if (!user) throw unauthorized(messages.auth.notAuthenticated);
    if (body.newEmail === user.email)
      throw badRequest(messages.auth.emailUnchanged, { errors: { newEmail: messages.auth.emailUnchanged } });
    await countRequest(
      [authLimits.emailChangesPerAccount, user.id],
      [authLimits.emailChangesPerClient, clientIp],
    );
    await assertCurrentPassword(user, body.currentPassword);

    const holder = await getUserByEmail(body.newEmail);
    if (holder) {
      await sendMail(emailInUseMail({ to: holder.email, fullName: holder.fullName }));
    } else {
      // Only the newest link works: an older request for another address ends here.
      await revokeTokensOfUser(user.id, 'change-email');
      const { token } = await issueToken('change-email', user.id, tokenLifetimeSeconds.changeEmail, {
        newEmail: body.newEmail,
      });
      await sendMail(confirmEmailChangeMail({ to: body.newEmail, fullName: user.fullName, token }));
    }
    await sendMail(
      emailChangeRequestedMail({ to: user.email, fullName: user.fullName, newEmail: body.newEmail }),
    );
    return { message: messages.auth.emailChangeRequested };
  },
});
