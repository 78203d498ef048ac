import { registrationSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { forbidden, serviceUnavailable } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { reply } from '../http/reply.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { holdRegistration } from '../../data/registrations.ts';
import { pendingRegistrationOf } from '../../data/users.ts';
import { authLimits } from './limits.ts';
import { countRequest } from '../http/throttle.ts';
import { clientKeyOf, inboxOf } from './throttling.ts';

/**
 * POST /auth/register (also plain): answers 201 and leaves the caller signed out, whatever the address.
 * The answer does the same work for every address (one password hash, one held item, one job), so
 * neither its content nor its time tells a known address from a new one; the registration job
 * (domain/auth/registration.ts) then makes the account, mails a link bound to this registration, or
 * mails an existing account's owner a note. The per-address limit counts this client's registrations of
 * the address only, so nobody else can use up the owner's.
 */
export const register = defineOperation({
  route: 'POST /auth/register',
  access: 'public',
  plain: true,
  body: registrationSchema,
  handle: async ({ body, clientIp, settings: readSettings }) => {
    const settings = await readSettings();
    if (settings.emergencyLockdown.active)
      throw serviceUnavailable(messages.lockdown.registration, { emergencyLockdown: true });
    if (!settings.registrationOpen) throw forbidden(messages.auth.registrationClosed);
    const client = clientKeyOf(clientIp);
    await countRequest(
      [authLimits.registrationsPerClient, client],
      [authLimits.registrationsPerAddressAndClient, `${inboxOf(body.email)}|${client}`],
    );

    const { confirmPassword: _confirm, password, email, ...profile } = body;
    const registration = { ...pendingRegistrationOf(profile), passwordHash: await hashPassword(password) };
    const registrationId = await holdRegistration({ email, registration });
    await enqueue([{ kind: 'registration', payload: { registrationId } }]);
    return reply({ message: messages.auth.registered, email }, { status: 201 });
  },
});
