import * as messages from '#contract/messages';
import { badRequest } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { passwordFingerprint, passwordHashOf } from '../../data/credentials.ts';
import type { User } from '../../data/users.ts';
import { countSignInAttempt } from './throttling.ts';

/**
 * Refuses a change to the account unless the caller knows its password: holding a session is not
 * enough. A wrong guess counts as a failed sign-in of the account from the caller's address, under the
 * same limits as the sign-in form, so a borrowed session cannot be used to guess the password faster
 * than the form allows. The answer is a 400 on the field, not a 401, which the app would read as a
 * session timeout. Returns the fingerprint of the password checked (decision 0075), for a step that
 * goes on only while it holds.
 */
export async function assertCurrentPassword(user: User, password: string, clientIp: string): Promise<string> {
  const attempt = await countSignInAttempt(user.email, clientIp);
  const passwordHash = await passwordHashOf(user);
  if (passwordHash && (await verifyPassword(password, passwordHash))) {
    await attempt.takeBack();
    return passwordFingerprint(passwordHash);
  }
  throw badRequest(messages.auth.currentPasswordWrong, {
    errors: { currentPassword: messages.auth.currentPasswordWrong },
  });
}
