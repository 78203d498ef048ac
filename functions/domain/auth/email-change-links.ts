import { issueToken, revokeTokensOfUser, tokenLifetimeSeconds } from '../../data/tokens.ts';
import { getUserByEmail, getUserById } from '../../data/users.ts';
import { sendMail } from '../../platform/mail.ts';
import {
  confirmEmailChangeMail,
  emailChangeRequestedMail,
  emailInUseMail,
} from '../notifications/templates/email-change.ts';

/**
 * The work of PUT /auth/email, after its answer, so neither its content nor its time depends on whether
 * the new address has an account: a free address gets the confirmation link (only the newest works),
 * a taken one a note to its owner; the current address always gets the notice.
 */
export async function sendEmailChangeLinks({
  userId,
  newEmail,
}: {
  userId: string;
  newEmail: string;
}): Promise<void> {
  const user = await getUserById(userId);
  if (!user) return;
  const holder = await getUserByEmail(newEmail);
  if (holder) {
    if (holder.id !== user.id)
      await sendMail(emailInUseMail({ to: holder.email, fullName: holder.fullName }));
  } else {
    await revokeTokensOfUser(user.id, 'change-email');
    const { token } = await issueToken('change-email', user.id, tokenLifetimeSeconds.changeEmail, {
      newEmail,
    });
    await sendMail(confirmEmailChangeMail({ to: newEmail, fullName: user.fullName, token }));
  }
  await sendMail(emailChangeRequestedMail({ to: user.email, fullName: user.fullName, newEmail }));
}
