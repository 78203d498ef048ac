import { messages } from '#contract/messages';
import { badRequest } from '../../core/http/errors.ts';
import { verifyPassword } from '../../core/passwords.ts';
import { countThrottle } from '../../data/throttle.ts';
import type { User } from '../../data/users.ts';
import { authLimits } from './limits.ts';
import { assertUnderLimit } from './throttling.ts';

/**
 * Refuses a change to the account unless the caller knows its password: holding a session is not
 * enough. A wrong guess counts as a failed sign-in of the account, so a borrowed session cannot be
 * used to guess the password faster than the sign-in form allows. The answer is a 400 on the field, not
 * a 401, which the app would read as a session timeout.
 */
export async function assertCurrentPassword(user: User, password: string): Promise<void> {
  const rule = authLimits.failedLoginsPerAccount;
  await assertUnderLimit(messages.auth.tooManyLogins, [rule, user.email]);
  if (user.passwordHash && (await verifyPassword(password, user.passwordHash))) return;
  await countThrottle(rule, user.email);
  throw badRequest(messages.auth.currentPasswordWrong, {
    errors: { currentPassword: messages.auth.currentPasswordWrong },
  });
}
