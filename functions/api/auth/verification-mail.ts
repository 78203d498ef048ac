import { issueToken, tokenLifetimeSeconds } from '../../data/tokens.ts';
import type { User } from '../../data/users.ts';
import { sendMail } from '../../mail/send.ts';
import { verifyEmailMail } from '../../mail/templates/verify-email.ts';

/** Issues a verification token for the user and mails them the link. */
export async function sendVerificationMail(user: User): Promise<void> {
  const { token } = await issueToken('verify-email', user.id, tokenLifetimeSeconds.verifyEmail);
  await sendMail(verifyEmailMail({ to: user.email, fullName: user.fullName, token }));
}
