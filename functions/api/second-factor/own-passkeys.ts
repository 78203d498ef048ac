import * as messages from '#contract/messages';
import { recordIdParam } from '#contract/record-ids';
import { addPasskeyOptionsSchema, addPasskeySchema, type PasskeySummary } from '#contract/second-factor';
import * as z from '#contract/zod';
import { conflict, notFound, unauthorized } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { reply } from '../http/reply.ts';
import { signedIn } from '../../routes.ts';
import {
  deletePasskey,
  FactorListRefused,
  listPasskeys,
  secondFactorsOf,
  type Passkey,
} from '../../data/second-factors.ts';
import { closeSignInTicket, openSignInTicket } from '../../data/sign-in-tickets.ts';
import { getUserById } from '../../data/users.ts';
import { assertCurrentPassword } from '../auth/current-password.ts';
import { liveTicket, needsSecondFactor, passwordOfTicket } from '../auth/sign-in-steps.ts';
import { storeNewPasskey } from './new-passkey.ts';
import { registrationOptions } from './webauthn.ts';

const m = messages.secondFactor;

const summaryOf = (passkey: Passkey): PasskeySummary => ({
  id: passkey.credentialId,
  name: passkey.name,
  createdAt: passkey.createdAt,
  ...(passkey.lastUsedAt ? { lastUsedAt: passkey.lastUsedAt } : {}),
});

/** GET /auth/passkeys: the signed-in user's passkeys and other second factors. */
export const listOwnPasskeys = defineOperation({
  route: 'GET /auth/passkeys',
  access: signedIn,
  handle: async ({ session }) => {
    const factors = await secondFactorsOf(session.userId);
    return {
      passkeys: factors.passkeys.map(summaryOf),
      totp: factors.totp,
      recoveryCodes: factors.recoveryCodes,
    };
  },
});

/**
 * POST /auth/passkeys/options: a challenge to create a passkey for the signed-in user, with its ticket.
 * A passkey signs in alone and outlives a password change or reset, so a session is not enough: the
 * caller gives the account's password, checked and throttled as for a password or email change
 * (current-password.ts), and only then gets the ticket that POST /auth/passkeys needs.
 */
export const addPasskeyOptions = defineOperation({
  route: 'POST /auth/passkeys/options',
  access: signedIn,
  body: addPasskeyOptionsSchema,
  handle: async ({ body, session, tabId, clientIp }) => {
    const user = await getUserById(session.userId);
    if (!user) throw unauthorized(messages.sessions.notAuthenticated);
    const passwordFingerprint = await assertCurrentPassword(user, body.currentPassword, clientIp);
    const options = await registrationOptions(user, await listPasskeys(user.id));
    const ticket = await openSignInTicket({
      purpose: 'add-passkey',
      userId: user.id,
      tabId: tabId!,
      remember: false,
      passwordFingerprint,
      challenge: options.challenge,
    });
    return { ticket, options };
  },
});

/**
 * POST /auth/passkeys: stores the passkey the browser created for the signed-in user, and tells them. The
 * account is the session's: the ticket must be one this user's tab was given after their password, so
 * nobody can add a passkey to another account, nor to their own without the password. The passkey is
 * stored only while that password is the account's: a change, a reset or the undo of a change of address
 * committed since the options, even as the passkey is written, refuses it (decision 0089).
 */
export const addPasskey = defineOperation({
  route: 'POST /auth/passkeys',
  access: signedIn,
  body: addPasskeySchema,
  handle: async ({ body, session, tabId, clientIp }) => {
    const ticket = await liveTicket(body.ticket, tabId, 'add-passkey');
    if (ticket.userId !== session.userId) throw unauthorized(m.ticketExpired);
    const user = await getUserById(session.userId);
    if (!user) throw unauthorized(messages.sessions.notAuthenticated);
    const account = { ticket, user, password: await passwordOfTicket(user, ticket) };
    const passkey = await storeNewPasskey(body.ticket, account, body.passkey, clientIp, 'addition');
    await closeSignInTicket(body.ticket);
    return reply({ passkey: summaryOf(passkey), message: m.passkeyAdded }, { status: 201 });
  },
});

/**
 * DELETE /auth/passkeys/{id}: removes one of the user's own passkeys. Staff who must prove a second
 * factor keep at least one: without it, their next password sign-in would enrol a new one. The removal
 * commits only while another is listed, so removals sent at once never take the last (decision 0079).
 */
export const removePasskey = defineOperation({
  route: 'DELETE /auth/passkeys/{id}',
  access: signedIn,
  params: z.object({ id: recordIdParam(1400) }),
  handle: async ({ params, session }) => {
    const user = await getUserById(session.userId);
    if (!user) throw unauthorized(messages.sessions.notAuthenticated);
    const removed = await deletePasskey(user.id, params.id, needsSecondFactor(user)).catch(
      (error: unknown) => {
        throw error instanceof FactorListRefused ? conflict(m.lastFactor) : error;
      },
    );
    if (!removed) throw notFound(m.passkeyNotFound);
    return { message: m.passkeyRemoved };
  },
});
