import { changeEmailSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { badRequest, unauthorized } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { getUserById } from '../../data/users.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { authLimits } from './limits.ts';
import { assertCurrentPassword } from './current-password.ts';
import { countRequest } from '../http/throttle.ts';
import { clientKeyOf } from './throttling.ts';

/**
 * PUT /auth/email: a signed-in user asks to sign in with another address. Nothing changes yet: the new
 * address gets a confirmation link (POST /auth/confirm-email) and the current one a notice. The
 * answer, and its time, are the same whether or not the new address has an account: the mail goes out
 * after the answer (jobs/kinds/email-change-links.ts), and a taken address's owner gets a note instead
 * of a link, so the call is no way to learn who is registered.
 */
export const requestEmailChange = defineOperation({
  route: 'PUT /auth/email',
  access: signedIn,
  body: changeEmailSchema,
  handle: async ({ body, session, clientIp }) => {
    const user = await getUserById(session.userId);
    if (!user) throw unauthorized(messages.sessions.notAuthenticated);
    if (body.newEmail === user.email)
      throw badRequest(messages.auth.emailUnchanged, { errors: { newEmail: messages.auth.emailUnchanged } });
    await countRequest(
      [authLimits.emailChangesPerAccount, user.id],
      [authLimits.emailChangesPerClient, clientKeyOf(clientIp)],
    );
    await assertCurrentPassword(user, body.currentPassword, clientIp);

    await enqueue([{ kind: 'email-change-links', payload: { userId: user.id, newEmail: body.newEmail } }]);
    return { message: messages.auth.emailChangeRequested };
  },
});
