import { issueToken, revokeTokensOfUser, tokenLifetimeSeconds } from '../../data/tokens.ts';
import { getUserByEmail, getUserById } from '../../data/users.ts';
import { sendMail } from '../../platform/mail.ts';
import {
  confirmEmailChangeMail,
  emailChangedMail,
  emailChangeRequestedMail,
  emailInUseMail,
} from '../notifications/templates/email-change.ts';

/**
 * The work of PUT /auth/email, after its answer, so neither its content nor its time depends on whether
 * the new address has an account: a free address gets the confirmation link (only the newest works),
 * a taken one a note to its owner; the current address always gets the notice. An account deactivated
 * since the request gets nothing: the link would only wait for a reactivation (decision 0080).
 */
export async function sendEmailChangeLinks({
  userId,
  newEmail,
}: {
  userId: string;
  newEmail: string;
}): Promise<void> {
  const user = await getUserById(userId);
  if (!user?.isActive) return;
  const holder = await getUserByEmail(newEmail);
  if (holder) {
    if (holder.id !== user.id)
      await sendMail(emailInUseMail({ to: holder.email, fullName: holder.fullName }));
  } else {
    await revokeTokensOfUser(user.id, 'change-email');
    const { token } = await issueToken('change-email', user, tokenLifetimeSeconds.changeEmail, {
      newEmail,
    });
    await sendMail(confirmEmailChangeMail({ to: newEmail, fullName: user.fullName, token }));
  }
  await sendMail(emailChangeRequestedMail({ to: user.email, fullName: user.fullName, newEmail }));
}

/**
 * The work of POST /auth/confirm-email, after its answer: the address the account left is told,
 * with a link that moves the account back (POST /auth/undo-email-change), so an owner whose account was
 * moved by someone else gets it back. The token is made here, so it never travels on the queue. It
 * carries when the change was made (`changedAt`; absent from a job the release before this one queued),
 * so the undo removes the second factors stored since (decision 0082).
 */
export async function sendEmailChangedNotice({
  userId,
  oldEmail,
  newEmail,
  changedAt,
}: {
  userId: string;
  oldEmail: string;
  newEmail: string;
  changedAt?: string;
}): Promise<void> {
  const user = await getUserById(userId);
  if (!user) return;
  const { token } = await issueToken('undo-email-change', user, tokenLifetimeSeconds.undoEmailChange, {
    oldEmail,
    ...(changedAt ? { changedAt } : {}),
  });
  await sendMail(emailChangedMail({ to: oldEmail, fullName: user.fullName, newEmail, token }));
}
