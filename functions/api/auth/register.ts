import { registrationSchema } from '#contract/auth';
import { messages } from '#contract/messages';
import { forbidden, serviceUnavailable } from '../../core/http/errors.ts';
import { defineOperation } from '../../core/http/operation.ts';
import { reply } from '../../core/http/reply.ts';
import { hashPassword } from '../../core/passwords.ts';
import { sendMail } from '../../mail/send.ts';
import { registrationAttemptMail } from '../../mail/templates/registration-attempt.ts';
import { createUser, EmailTakenError, getUserByEmail } from '../../data/users.ts';
import { authLimits } from './limits.ts';
import { sendVerificationMail } from './verification-mail.ts';
import { clientKeyOf, countRequest } from './throttling.ts';

/**
 * POST /auth/register (also plain): creates an active, unverified student and mails the verification
 * link; the caller stays signed out. An address that already has an account gets the same 201, and its
 * owner a note (or, when still unverified, a fresh link), so the answer never reveals who is registered.
 */
export const register = defineOperation({
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
    try {
      const user = await createUser({ ...profile, passwordHash, emailVerified: false, isActive: true });
      await sendVerificationMail(user);
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      const owner = await getUserByEmail(body.email);
      if (owner && !owner.emailVerified) await sendVerificationMail(owner);
      else if (owner) await sendMail(registrationAttemptMail({ to: owner.email, fullName: owner.fullName }));
    }
    return reply({ message: messages.auth.registered, email: body.email }, { status: 201 });
  },
});
