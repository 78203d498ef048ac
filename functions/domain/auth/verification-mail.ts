import { issueToken, tokenLifetimeSeconds } from '../../data/tokens.ts';
import {
  getUserByEmail,
  pendingRegistrationOf,
  type LinkedRegistration,
  type User,
} from '../../data/users.ts';
import { sendMail } from '../../platform/mail.ts';
import { verifyEmailMail } from '../notifications/templates/verify-email.ts';

/**
 * Issues a verification token for the user and mails them the link. The link is bound to one
 * registration and to the address it is mailed to: it verifies only with the password chosen in that
 * registration (verify-email.ts), so a link in the owner's mailbox never verifies someone else's
 * registration, and someone else's password never opens the owner's account. A link sent again
 * (resend) is bound to the registration the account holds, and to its password, which stays in its
 * credential item: the link carries no hash.
 */
export async function sendVerificationMail(
  user: User,
  registration: LinkedRegistration = pendingRegistrationOf(user as unknown as Record<string, unknown>),
): Promise<void> {
  const { token } = await issueToken('verify-email', user, tokenLifetimeSeconds.verifyEmail, {
    registration,
    email: user.email,
  });
  await sendMail(verifyEmailMail({ to: user.email, fullName: registration.fullName, token }));
}

/** Whether a registration may ask to verify this account: an active student nobody has verified yet. */
export const awaitsVerification = (user: User) =>
  user.role === 'student' && user.isActive && !user.emailVerified;

/**
 * The work of POST /auth/resend-verification, after its answer: enqueued for every request, whatever
 * the address; an active account still waiting for verification gets a new link, any other nothing.
 */
export async function resendVerificationLink({ email }: { email: string }): Promise<void> {
  const user = await getUserByEmail(email);
  if (user && awaitsVerification(user)) await sendVerificationMail(user);
}
