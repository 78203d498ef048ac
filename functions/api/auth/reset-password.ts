import { resetPasswordRequestSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { badRequest } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { signOutEverywhere } from '../../domain/auth/sessions.ts';
import { isOpenAsLinked } from '../../data/conditional.ts';
import { consumeToken, revokeTokensOfUser } from '../../data/tokens.ts';
import { getUserById, setPassword } from '../../data/users.ts';

/**
 * POST /auth/reset-password (also plain): `{ token, newPassword }` (or `password`). Uses the link once,
 * sets the password, and signs the user out everywhere: every session, every remembered browser (those
 * of a sign-in with the old password racing the reset too, decision 0075) and every other link of the
 * account, so a pending email change ends too (docs/spec.md §12). As only an active account is mailed a
 * link (jobs: password-reset-link), only an active one takes a password from one, and only while it has
 * not been reopened since the link was issued, checked again in the password's transaction: a link
 * mailed before a deactivation sets nothing, then or once the account is reopened, even one the
 * deactivation's revocation missed, and the try spends it (decision 0082). A password its holder chose
 * meanwhile would open the account the day staff reactivate it, a staff account with no factor yet to
 * the holder's own. A link sets it only while the account still signs in with the address the link was
 * mailed to, so one of an address the account has left opens nothing however it escaped the change's
 * revocations; a link mailed before links carried their address is refused, as the reset screen then
 * says to ask for a new one (decision 0080). Nor does a link set the password of an account that is
 * still only someone's registration (data/users.ts setPassword).
 */
export const resetPassword = defineOperation({
  route: 'POST /auth/reset-password',
  access: 'public',
  plain: true,
  body: resetPasswordRequestSchema,
  handle: async ({ body }) => {
    const stored = await consumeToken('reset-password', body.token);
    const user = stored && (await getUserById(stored.userId));
    const sentTo = stored?.payload?.email;
    if (
      !stored ||
      !user ||
      !isOpenAsLinked(user, stored.reactivations) ||
      typeof sentTo !== 'string' ||
      user.email !== sentTo ||
      !(await setPassword(user.id, await hashPassword(body.newPassword), {
        sentTo,
        reactivations: stored.reactivations,
      }))
    )
      throw badRequest(messages.auth.resetTokenInvalid);
    await signOutEverywhere(user.id);
    await revokeTokensOfUser(user.id);
    return { message: messages.auth.resetSuccessful };
  },
});
