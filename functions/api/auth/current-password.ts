import * as messages from '#contract/messages';
import { badRequest } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { passwordHashOf } from '../../data/credentials.ts';
import type { User } from '../../data/users.ts';
import { countSignInAttempt } from './throttling.ts';

/**
 * Refuses a change to the account unless the caller knows its password: holding a session is not
 * enough. A wrong guess counts as a failed sign-in of the account from the caller's address, under the
 * same limits as the sign-in form, so a borrowed session cannot be used to guess the password faster
 * than the form allows. The answer is a 400 on the field, not a 401, which the app would read as a
 * session timeout.
 */
export async function assertCurrentPassword(user: User, password: string, clientIp: string): Promise<void> {
  const attempt = await countSignInAttempt(user.email, clientIp);
  const passwordHash = await passwordHashOf(user);
  if (passwordHash && (await verifyPassword(password, passwordHash))) return attempt.takeBack();
  throw badRequest(messages.auth.currentPasswordWrong, {
    errors: { currentPassword: messages.auth.currentPasswordWrong },
  });
}
