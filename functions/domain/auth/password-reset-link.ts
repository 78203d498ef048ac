import { issueResetLink, revokeTokensOfUser, tokenLifetimeSeconds } from '../../data/tokens.ts';
import { getUserByEmail } from '../../data/users.ts';
import { sendMail } from '../../platform/mail.ts';
import { resetPasswordMail, unconfirmedRegistrationMail } from '../notifications/templates/reset-password.ts';

/**
 * The work of POST /auth/forgot-password, after its answer: every request enqueues this job, whatever
 * the address, so the answer takes as long for an unknown address as for a known one. Here the job
 * decides: an active account gets a new link (only the newest works), any other address nothing. An
 * account that is still only a registration gets no link but the way to register (decision 0080): it
 * may be a stranger's, made with the stranger's profile, which a reset would have verified as the
 * owner's. The owner's own registration takes it with theirs (decision 0024).
 */
export async function sendPasswordResetLink({ email }: { email: string }): Promise<void> {
  const user = await getUserByEmail(email);
  if (!user?.isActive) return;
  if (user.expiresAt !== undefined) return sendMail(unconfirmedRegistrationMail({ to: user.email }));
  await revokeTokensOfUser(user.id, 'reset-password');
  const { token } = await issueResetLink(user, tokenLifetimeSeconds.resetPassword);
  await sendMail(resetPasswordMail({ to: user.email, fullName: user.fullName, token }));
}
