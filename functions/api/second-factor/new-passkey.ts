import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import * as messages from '#contract/messages';
import type { PasskeyAttestation } from '#contract/second-factor';
import { badRequest, conflict, unauthorized } from '../../platform/errors.ts';
import { putPasskey, type Passkey } from '../../data/second-factors.ts';
import { takeChallenge, type SignInTicket } from '../../data/sign-in-tickets.ts';
import { noticeItems, type Notice } from '../../domain/notifications/notices.ts';
import { verifyRegistration } from './webauthn.ts';

const m = messages.secondFactor;

/**
 * Stores the passkey a browser created for `userId` in answer to the ticket's challenge, on a first
 * staff sign-in or from My Profile. The challenge is taken before the answer is checked, so one creation
 * answers it once; a credential already registered (to anyone) is refused. The notices `tell` gives are
 * written with the passkey, so it is never stored untold.
 */
export async function storeNewPasskey(
  ticketValue: string,
  ticket: SignInTicket,
  userId: string,
  response: PasskeyAttestation,
  tell?: (passkey: Passkey) => Notice[],
): Promise<Passkey> {
  if (!ticket.challenge || !(await takeChallenge(ticketValue, ticket.challenge)))
    throw unauthorized(m.passkeyRefused);
  const verified = await verifyRegistration(response as RegistrationResponseJSON, ticket.challenge);
  if (!verified) throw badRequest(m.passkeyRefused);
  const now = new Date().toISOString();
  const passkey: Passkey = { ...verified, userId, name: `Passkey added ${now.slice(0, 10)}`, createdAt: now };
  if (!(await putPasskey(passkey, (tell?.(passkey) ?? []).flatMap(noticeItems))))
    throw conflict(m.passkeyExists);
  return passkey;
}
