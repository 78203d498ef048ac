import * as messages from '#contract/messages';
import { enrolOptionsSchema, enrolTotpSchema } from '#contract/second-factor';
import { badRequest, conflict, unauthorized } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import type { HttpEvent } from '../http/context.ts';
import type { Session } from '../../data/sessions.ts';
import {
  enrolTotp,
  FactorListRefused,
  PasswordChangedMeanwhile,
  replaceRecoveryCodes,
  secondFactorsOf,
} from '../../data/second-factors.ts';
import { updateSignInTicket } from '../../data/sign-in-tickets.ts';
import { assertMaySignIn } from '../auth/tab-session.ts';
import { newRecoveryCodes } from './recovery-codes.ts';
import { countCodeAttempt, finishSignIn, ticketAccount, type TicketAccount } from '../auth/sign-in-steps.ts';
import { newTotpSecret, totpStepOf, totpUri } from './totp.ts';

const m = messages.secondFactor;

/**
 * The account of a first sign-in's ticket, which may enrol only while it holds no second factor: once
 * it holds one, a password alone can never add another (a password thief would plant their own).
 */
export async function enrollingUser(ticketValue: string, tabId: string | undefined): Promise<TicketAccount> {
  const account = await ticketAccount(ticketValue, tabId);
  const factors = await secondFactorsOf(account.user.id);
  if (factors.totp || factors.passkeys.length > 0) throw conflict(m.alreadyEnrolled);
  return account;
}

/**
 * A new factor refused as it was stored: at a first sign-in, another enrolment racing this one past
 * `enrollingUser` stored its factor first (409, decision 0079); or the password its ticket checked
 * changed meanwhile (401, as for a ticket of an old password: decision 0089). Nothing of it is kept, nor
 * recovery codes made.
 */
export function refusedFactor(error: unknown): never {
  if (error instanceof FactorListRefused) throw conflict(m.alreadyEnrolled);
  if (error instanceof PasswordChangedMeanwhile) throw unauthorized(m.ticketExpired);
  throw error;
}

/**
 * Finishes an enrolment: fresh recovery codes (in this answer only, shown once) and the session.
 */
export async function finishEnrolment(
  { ticket, user, password }: TicketAccount,
  ticketValue: string,
  request: { tabId: string; session: Session | null; event: HttpEvent; clientIp: string },
) {
  const recoveryCodes = newRecoveryCodes();
  await replaceRecoveryCodes(user.id, recoveryCodes);
  return finishSignIn(user, {
    ...request,
    ticket: ticketValue,
    remember: ticket.remember,
    passwordFingerprint: password.fingerprint,
    extra: { recoveryCodes, message: m.enrolled },
  });
}

/** POST /auth/login/enrol-options: a new authenticator-app secret for a first sign-in. */
export const enrolOptions = defineOperation({
  route: 'POST /auth/login/enrol-options',
  access: 'public',
  body: enrolOptionsSchema,
  handle: async ({ body, tabId }) => {
    const { user } = await enrollingUser(body.ticket, tabId);
    const secret = newTotpSecret();
    if (!(await updateSignInTicket(body.ticket, { pendingTotpSecret: secret })))
      throw unauthorized(m.ticketExpired);
    return { totp: { secret, uri: totpUri(user.email, secret) } };
  },
});

/**
 * POST /auth/login/enrol: a code from the new authenticator app proves it is set up; the secret is
 * stored and the sign-in finishes.
 */
export const enrol = defineOperation({
  route: 'POST /auth/login/enrol',
  access: 'public',
  body: enrolTotpSchema,
  handle: async ({ body, tabId, session, clientIp, event, settings }) => {
    const account = await enrollingUser(body.ticket, tabId);
    const { ticket, user, password } = account;
    await assertMaySignIn(user, settings);
    if (!ticket.pendingTotpSecret) throw badRequest(m.ticketExpired);
    const attempt = await countCodeAttempt(body.ticket, user, clientIp);
    const step = await totpStepOf(ticket.pendingTotpSecret, body.code);
    if (step === null) return attempt.refuse(m.codeInvalid);
    await attempt.takeBack();
    await enrolTotp(user.id, ticket.pendingTotpSecret, password.unchanged, step).catch(refusedFactor);
    return finishEnrolment(account, body.ticket, { tabId: tabId!, session, event, clientIp });
  },
});
