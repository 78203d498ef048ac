import { resetPasswordRequestSchema } from '#contract/auth';
import { messages } from '#contract/messages';
import { badRequest } from '../../core/http/errors.ts';
import { defineOperation } from '../../core/http/operation.ts';
import { hashPassword } from '../../core/passwords.ts';
import { deleteSessionsOfUser } from '../../data/sessions.ts';
import { consumeToken, revokeTokensOfUser } from '../../data/tokens.ts';
import { setPassword } from '../../data/users.ts';

/**
 * POST /auth/reset-password (also plain): `{ token, newPassword }` (or `password`). Uses the link once,
 * sets the password, and signs the user out everywhere: every session, every remembered browser and
 * every other reset link.
 */
export const resetPassword = defineOperation({
  body: resetPasswordRequestSchema,
  handle: async ({ body }) => {
    const stored = await consumeToken('reset-password', body.token);
    if (!stored) throw badRequest(messages.auth.resetTokenInvalid);
    await setPassword(stored.userId, await hashPassword(body.newPassword));
    await deleteSessionsOfUser(stored.userId);
    await revokeTokensOfUser(stored.userId, 'remember');
    await revokeTokensOfUser(stored.userId, 'reset-password');
    return { message: messages.auth.resetSuccessful };
  },
});
