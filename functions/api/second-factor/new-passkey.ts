import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import * as messages from '#contract/messages';
import type { PasskeyAttestation } from '#contract/second-factor';
import { badRequest, conflict, unauthorized } from '../../platform/errors.ts';
import { hostelDayOf } from '../../platform/hostel-time.ts';
import { putPasskey, type Joining, type Passkey } from '../../data/second-factors.ts';
import { takeChallenge } from '../../data/sign-in-tickets.ts';
import type { User } from '../../data/users.ts';
import { accountNotice, accountPageOf, noticeItems } from '../../domain/notifications/notices.ts';
import { describeClient } from '../../domain/notifications/templates/layout.ts';
import { passkeyAddedMail } from '../../domain/notifications/templates/passkey-added.ts';
import type { TicketAccount } from '../auth/sign-in-steps.ts';
import { refusedFactor } from './enrol.ts';
import { verifyRegistration } from './webauthn.ts';

const m = messages.secondFactor;

/**
 * The owner's notice of a passkey added from `clientIp`, naming it and leading to My Profile, where it is
 * removed. It is written with the passkey; this Lambda has no queue client, so the outbox sweep mails it
 * (decision 0068).
 */
const passkeyAddedNotice = (user: User, passkey: Passkey, clientIp: string) =>
  accountNotice(
    user,
    passkeyAddedMail({
      to: user.email,
      fullName: user.fullName,
      passkeyName: passkey.name,
      addedAt: passkey.createdAt,
      addedFrom: describeClient({ ip: clientIp }),
      profilePath: accountPageOf(user, 'profile'),
    }),
    'profile',
  );

/**
 * Stores the passkey a browser created for the ticket's account in answer to its challenge, on a first
 * staff sign-in or from My Profile, and tells the owner in the same write, so it is never stored
 * untold: whoever held the password set it up (decision 0068). The challenge is taken before the answer
 * is checked, so one creation answers it once; a credential already registered (to anyone) is refused.
 * It is stored only while the password the ticket checked is the account's (decision 0089), and an
 * enrolment only while the account lists no factor (decision 0079): refusedFactor answers either.
 */
export async function storeNewPasskey(
  ticketValue: string,
  { ticket, user, password }: TicketAccount,
  response: PasskeyAttestation,
  clientIp: string,
  joining: Joining,
): Promise<Passkey> {
  if (!ticket.challenge || !(await takeChallenge(ticketValue, ticket.challenge)))
    throw unauthorized(m.passkeyRefused);
  const verified = await verifyRegistration(response as RegistrationResponseJSON, ticket.challenge);
  if (!verified) throw badRequest(m.passkeyRefused);
  const now = new Date().toISOString();
  const passkey: Passkey = {
    ...verified,
    userId: user.id,
    name: `Passkey added ${hostelDayOf(now)}`,
    createdAt: now,
  };
  const notice = noticeItems(passkeyAddedNotice(user, passkey, clientIp));
  if (!(await putPasskey(passkey, joining, password.unchanged, notice).catch(refusedFactor)))
    throw conflict(m.passkeyExists);
  return passkey;
}
