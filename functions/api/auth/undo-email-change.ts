import { undoEmailChangeSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { randomBytes } from 'node:crypto';
import { badRequest } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { signOutEverywhere } from '../../domain/auth/sessions.ts';
import { removeFactorsAddedSince } from '../../data/second-factors.ts';
import { consumeToken, revokeTokensOfUser } from '../../data/tokens.ts';
import { changeEmail, getUserById, setPassword } from '../../data/users.ts';

/**
 * POST /auth/undo-email-change (also plain) `{ token }`: the link mailed to the address an account left
 * moves it back there (docs/spec.md §12). Whoever moved it knew the password, so the undo also ends every
 * session and link of the account and replaces the password with one nobody knows; the restored address
 * gets a reset link to choose a new one. It removes the second factors stored since the change, whose
 * notices went to the address it undoes, and keeps the older ones, of which the owner was told: a
 * passkey signs in alone and outlives a new password (decision 0082). Refused when the old address
 * belongs to another account now.
 */
export const undoEmailChange = defineOperation({
  route: 'POST /auth/undo-email-change',
  access: 'public',
  plain: true,
  body: undoEmailChangeSchema,
  handle: async ({ body }) => {
    const stored = await consumeToken('undo-email-change', body.token);
    const oldEmail = stored?.payload?.oldEmail;
    const user = stored && (await getUserById(stored.userId));
    if (!stored || !user || typeof oldEmail !== 'string')
      throw badRequest(messages.auth.emailUndoLinkInvalid);
    if (user.email !== oldEmail && !(await changeEmail(user, oldEmail)))
      throw badRequest(messages.auth.emailUndoLinkInvalid);
    // The password goes before the factors: an enrolment under way, begun with the old password, either
    // commits before this write and is removed below, or is refused by it (decision 0089).
    await setPassword(user.id, await hashPassword(randomBytes(32).toString('base64url')));
    await signOutEverywhere(user.id);
    // A link mailed before links carried the change's moment is dated by its own, a moment later.
    const changedAt = stored.payload?.changedAt;
    await removeFactorsAddedSince(user.id, typeof changedAt === 'string' ? changedAt : stored.createdAt);
    await revokeTokensOfUser(user.id);
    await revokeTokensOfUser(user.id, 'undo-email-change');
    await enqueue([{ kind: 'password-reset-link', payload: { email: oldEmail } }]);
    return { message: messages.auth.emailChangeUndone };
  },
});
