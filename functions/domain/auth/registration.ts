import { passwordCredentialPut } from '../../data/credentials.ts';
import { nowSeconds } from '../../data/expiry.ts';
import { heldRegistration, releaseRegistration } from '../../data/registrations.ts';
import {
  createUser,
  EmailTakenError,
  getUserByEmail,
  registrationLifetimeSeconds,
  type PendingRegistration,
  type User,
} from '../../data/users.ts';
import { sendMail } from '../../platform/mail.ts';
import { registrationAttemptMail } from '../notifications/templates/registration-attempt.ts';
import { awaitsVerification, sendVerificationMail } from './verification-mail.ts';

/**
 * The account a registration makes for a new address: unverified, and lapsing after 7 days with its
 * password.
 */
async function accountFor(email: string, registration: PendingRegistration) {
  const expiresAt = nowSeconds() + registrationLifetimeSeconds;
  const { passwordHash, ...profile } = registration;
  try {
    return await createUser(
      {
        ...profile,
        email,
        role: 'student',
        emailVerified: false,
        isActive: true,
        expiresAt,
      },
      (user) => [passwordCredentialPut(user.id, passwordHash, expiresAt)],
    );
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    return null;
  }
}

/**
 * The work of POST /auth/register, after its answer (docs/spec.md §12). A new address gets an
 * unverified account made of the registration. An address whose account still awaits verification is
 * left as it is: the registration rides only on its own link, and takes effect when that link comes
 * back with the registration's password, so no registration overwrites an account, or sets its
 * password, without proving the mailbox. Any other account's owner gets a note. Safe to repeat: a
 * repeat finds the account the first run made and mails another link of the same registration.
 */
export async function settleRegistration({ registrationId }: { registrationId: string }): Promise<void> {
  const held = await heldRegistration(registrationId);
  if (!held) return;
  const { email, registration } = held;
  const account: User | null = (await getUserByEmail(email)) ?? (await accountFor(email, registration));
  // Two registrations of a new address at once: the one that lost the claim finds the winner's account.
  const owner = account ?? (await getUserByEmail(email));
  if (owner && awaitsVerification(owner)) await sendVerificationMail(owner, registration);
  else if (owner) await sendMail(registrationAttemptMail({ to: owner.email, fullName: owner.fullName }));
  await releaseRegistration(registrationId);
}
