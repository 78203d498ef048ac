import { confirmEmailSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { badRequest } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { isOpenAsLinked } from '../../data/conditional.ts';
import { consumeToken, revokeLinksOfOldAddress } from '../../data/tokens.ts';
import { changeEmail, getUserById } from '../../data/users.ts';

/**
 * POST /auth/confirm-email (also plain) `{ token }`, the token from the link's fragment so no URL carries
 * it: uses the link mailed to a new address once. The address
 * becomes the sign-in address, the old one is freed, reset links sent to the old address stop working,
 * and the old address is told, with a link that undoes the change (jobs: email-changed-notice).
 * Refused when the address was taken meanwhile, and, as a reset link is, when the account is inactive:
 * a deactivated account changes nothing until staff reactivate it, and the try spends the link (decision
 * 0080). Deactivating ends the pending change anyway; this refuses one that escaped that revocation, and,
 * once the account is reopened, any link issued before (decision 0082), in the move's transaction too.
 */
export const confirmEmailChange = defineOperation({
  route: 'POST /auth/confirm-email',
  access: 'public',
  plain: true,
  body: confirmEmailSchema,
  handle: async ({ body }) => {
    // Taken before the move commits: the undo removes the second factors stored from then on, whose
    // notices went to the new address (decision 0082).
    const changedAt = new Date().toISOString();
    const stored = await consumeToken('change-email', body.token);
    const newEmail = stored?.payload?.newEmail;
    const user = stored && (await getUserById(stored.userId));
    if (
      !stored ||
      !user ||
      !isOpenAsLinked(user, stored.reactivations) ||
      typeof newEmail !== 'string' ||
      !(await changeEmail(user, newEmail, stored))
    )
      throw badRequest(messages.auth.emailChangeLinkInvalid);
    await revokeLinksOfOldAddress(user.id);
    await enqueue([
      {
        kind: 'email-changed-notice',
        payload: { userId: user.id, oldEmail: user.email, newEmail, changedAt },
      },
    ]);
    return { message: messages.auth.emailChangeConfirmed };
  },
});
