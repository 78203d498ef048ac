import { issueToken, tokenLifetimeSeconds } from '../../data/tokens.ts';
import {
  getUserByEmail,
  pendingRegistrationOf,
  type PendingRegistration,
  type User,
} from '../../data/users.ts';
import { sendMail } from '../../platform/mail.ts';
import { verifyEmailMail } from '../notifications/templates/verify-email.ts';

/**
 * Issues a verification token for the user and mails them the link. A registration rides on its own
 * link: using the link sets that registration's password and profile, so whoever proves the mailbox
 * sets the credentials, whatever anyone else registered with the address before or after. A link sent
 * again (resend) carries the registration the account holds now.
 */
export async function sendVerificationMail(
  user: User,
  registration: PendingRegistration = pendingRegistrationOf(user as unknown as Record<string, unknown>),
): Promise<void> {
  const { token } = await issueToken('verify-email', user.id, tokenLifetimeSeconds.verifyEmail, {
    registration,
  });
  await sendMail(verifyEmailMail({ to: user.email, fullName: registration.fullName, token }));
}

/**
 * The work of POST /auth/resend-verification, after its answer: enqueued for every request, whatever
 * the address; an active account still waiting for verification gets a new link, any other nothing.
 */
export async function resendVerificationLink({ email }: { email: string }): Promise<void> {
  const user = await getUserByEmail(email);
  if (user && user.isActive && !user.emailVerified) await sendVerificationMail(user);
}
