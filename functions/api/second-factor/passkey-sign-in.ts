import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import * as messages from '#contract/messages';
import { passkeyOptionsSchema, passkeySignInSchema } from '#contract/second-factor';
import { badRequest, unauthorized } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { getPasskey, listPasskeys, recordPasskeyUse } from '../../data/second-factors.ts';
import { openSignInTicket, takeChallenge, updateSignInTicket } from '../../data/sign-in-tickets.ts';
import { getUserById } from '../../data/users.ts';
import { authLimits } from '../auth/limits.ts';
import { finishTicketSignIn, liveTicket, passwordOfTicket, ticketOfTab } from '../auth/sign-in-steps.ts';
import { clientKeyOf } from '../auth/throttling.ts';
import { countRequest } from '../http/throttle.ts';
import { authenticationOptions, verifyAssertion } from './webauthn.ts';

const m = messages.secondFactor;

/**
 * POST /auth/passkey/options: a challenge for navigator.credentials.get(). With the ticket of a checked
 * password it asks for that account's passkeys (the second step); without one it starts a sign-in with
 * a passkey alone, which names its account when it answers.
 */
export const passkeyOptions = defineOperation({
  route: 'POST /auth/passkey/options',
  access: 'public',
  body: passkeyOptionsSchema,
  handle: async ({ body, tabId, clientIp }) => {
    if (!tabId) throw badRequest(messages.requests.invalidTab);
    if (body.ticket) {
      const ticket = await liveTicket(body.ticket, tabId);
      const passkeys = ticket.userId ? await listPasskeys(ticket.userId) : [];
      if (passkeys.length === 0) throw badRequest(m.methodNotEnrolled);
      const options = await authenticationOptions(passkeys);
      if (!(await updateSignInTicket(body.ticket, { challenge: options.challenge })))
        throw unauthorized(m.ticketExpired);
      return { ticket: body.ticket, options };
    }
    await countRequest([authLimits.passkeySignInsPerClient, clientKeyOf(clientIp)]);
    const options = await authenticationOptions([]);
    const ticket = await openSignInTicket({
      purpose: 'sign-in',
      userId: null,
      tabId,
      remember: body.rememberMe,
      challenge: options.challenge,
    });
    return { ticket, options };
  },
});

/**
 * POST /auth/login/passkey: the passkey's answer to the ticket's challenge finishes the sign-in. The
 * challenge is taken before the answer is checked, so an answer (or a copy of it) is accepted at most
 * once; the passkey's counter must move forward. A ticket from a password names its account, and only
 * that account's passkeys finish it.
 */
export const passkeySignIn = defineOperation({
  route: 'POST /auth/login/passkey',
  access: 'public',
  body: passkeySignInSchema,
  handle: async ({ body, tabId, session, clientIp, event, settings }) => {
    const ticket = await ticketOfTab(body.ticket, tabId);
    const response = body.passkey as AuthenticationResponseJSON;
    if (!ticket.challenge || !(await takeChallenge(body.ticket, ticket.challenge)))
      throw unauthorized(m.passkeyRefused);
    const passkey = await getPasskey(response.id);
    if (!passkey || (ticket.userId !== null && passkey.userId !== ticket.userId))
      throw unauthorized(m.passkeyUnknown);
    const counter = await verifyAssertion(response, ticket.challenge, passkey);
    if (counter === null || !(await recordPasskeyUse(passkey, counter))) throw unauthorized(m.passkeyRefused);
    const user = await getUserById(passkey.userId);
    if (!user?.emailVerified) throw unauthorized(m.passkeyUnknown);
    const account = { ticket, user, password: await passwordOfTicket(user, ticket) };
    return finishTicketSignIn(account, body.ticket, { session, event, clientIp, settings });
  },
});
