import { resetPasswordRequestSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { badRequest } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { signOutEverywhere } from '../../domain/auth/sessions.ts';
import { consumeToken, revokeTokensOfUser } from '../../data/tokens.ts';
import { setPassword } from '../../data/users.ts';

/**
 * POST /auth/reset-password (also plain): `{ token, newPassword }` (or `password`). Uses the link once,
 * sets the password, and signs the user out everywhere: every session, every remembered browser (those
 * of a sign-in with the old password racing the reset too, decision 0075) and every other link of the
 * account, so a pending email change ends too (docs/spec.md §12).
 */
export const resetPassword = defineOperation({
  route: 'POST /auth/reset-password',
  access: 'public',
  plain: true,
  body: resetPasswordRequestSchema,
  handle: async ({ body }) => {
    const stored = await consumeToken('reset-password', body.token);
    if (!stored || !(await setPassword(stored.userId, await hashPassword(body.newPassword))))
      throw badRequest(messages.auth.resetTokenInvalid);
    await signOutEverywhere(stored.userId);
    await revokeTokensOfUser(stored.userId);
    return { message: messages.auth.resetSuccessful };
  },
});
