import { registrationSchema } from '#contract/auth';
import { messages } from '#contract/messages';
import { forbidden, serviceUnavailable } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { reply } from '../http/reply.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { sendMail } from '../../platform/mail.ts';
import { registrationAttemptMail } from '../../domain/notifications/templates/registration-attempt.ts';
import {
  createUser,
  EmailTakenError,
  getUserByEmail,
  pendingRegistrationOf,
  replacePendingRegistration,
} from '../../data/users.ts';
import { authLimits } from './limits.ts';
import { sendVerificationMail } from '../../domain/auth/verification-mail.ts';
import { clientKeyOf, countRequest } from './throttling.ts';

/**
 * POST /auth/register (also plain): creates an active, unverified student and mails the verification
 * link; the caller stays signed out. An address that already has an account gets the same 201, and its
 * owner a note, so the answer never reveals who is registered. An address whose student account is
 * still unverified takes the new registration, with a fresh link that carries it (verify-email.ts).
 */
export const register = defineOperation({
  method: 'POST',
  path: '/auth/register',
  access: 'public',
  plain: true,
  body: registrationSchema,
  handle: async ({ body, clientIp, settings: readSettings }) => {
    const settings = await readSettings();
    if (settings.emergencyLockdown.active)
      throw serviceUnavailable(messages.lockdown.registration, { emergencyLockdown: true });
    if (!settings.registrationOpen) throw forbidden(messages.auth.registrationClosed);
    await countRequest(
      [authLimits.registrationsPerClient, clientKeyOf(clientIp)],
      [authLimits.registrationsPerAddress, body.email],
    );

    const { confirmPassword: _confirm, password, ...profile } = body;
    const passwordHash = await hashPassword(password);
    const registration = pendingRegistrationOf({ ...profile, passwordHash });
    try {
      const user = await createUser({ ...profile, passwordHash, emailVerified: false, isActive: true });
      await sendVerificationMail(user, registration);
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      const owner = await getUserByEmail(body.email);
      // An unverified student account holds nobody's credentials yet: this registration replaces it,
      // and its own link carries it, so the earlier registrant's password never opens the account.
      // Someone who sends the form again with the same password (say, after the first mail failed)
      // is the same registrant, and their links open the account as before.
      const resubmitted = owner && (await verifyPassword(password, owner.passwordHash));
      const change = resubmitted ? 'resubmitted' : 'contested';
      if (owner && (await replacePendingRegistration(owner, registration, change)))
        await sendVerificationMail(owner, registration);
      else if (owner) await sendMail(registrationAttemptMail({ to: owner.email, fullName: owner.fullName }));
    }
    return reply({ message: messages.auth.registered, email: body.email }, { status: 201 });
  },
});
