import { issueToken, tokenLifetimeSeconds } from '../../data/tokens.ts';
import type { PendingRegistration, User } from '../../data/users.ts';
import { sendMail } from '../../mail/send.ts';
import { verifyEmailMail } from '../../mail/templates/verify-email.ts';

/**
 * Issues a verification token for the user and mails them the link. A registration rides on its own
 * link: using the link sets that registration's password and profile, so whoever proves the mailbox
 * sets the credentials, whatever anyone else registered with the address before or after.
 */
export async function sendVerificationMail(user: User, registration?: PendingRegistration): Promise<void> {
  const { token } = await issueToken(
    'verify-email',
    user.id,
    tokenLifetimeSeconds.verifyEmail,
    registration && { registration },
  );
  await sendMail(
    verifyEmailMail({ to: user.email, fullName: registration?.fullName ?? user.fullName, token }),
  );
}
