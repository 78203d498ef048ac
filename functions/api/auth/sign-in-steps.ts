import * as messages from '#contract/messages';
import type { SecondFactorMethod, SecondFactorStep } from '#contract/second-factor';
import { env } from '../../platform/env.ts';
import { badRequest, unauthorized } from '../../platform/errors.ts';
import { reply, type Reply } from '../http/reply.ts';
import type { HttpEvent } from '../http/context.ts';
import type { OperationInput } from '../http/operation.ts';
import { readCookie } from '../session/cookie.ts';
import { storedPassword, type StoredPassword } from '../../data/credentials.ts';
import { deleteSession, type Session } from '../../data/sessions.ts';
import { secondFactorsOf } from '../../data/second-factors.ts';
import {
  closeSignInTicket,
  countTicketCode,
  getSignInTicket,
  openSignInTicket,
  type SignInTicket,
} from '../../data/sign-in-tickets.ts';
import { deleteRememberFamily, rememberFamilyOf } from '../../data/remember-families.ts';
import { getUserById, type User } from '../../data/users.ts';
import { toAuthUser } from './profile.ts';
import {
  assertMaySignIn,
  clientOf,
  openRememberedSession,
  openTabSession,
  rememberCookieName,
} from './tab-session.ts';
import { countSignInAttempt, rememberSignIn, type SignInAttempt } from './throttling.ts';

/**
 * The steps of a sign-in after the password (docs/spec.md §12): staff prove a second factor, or set one
 * up on their first sign-in, before any session exists.
 */

/** Codes one ticket may have checked: the last, when wrong, ends it and the password is asked again. */
export const ticketFailureLimit = 5;

/** Whether this account must prove a second factor after its password, in this stage. */
export const needsSecondFactor = (user: User) =>
  user.role !== 'student' && env().STAFF_SECOND_FACTOR === 'required';

/**
 * Opens the second step of a password sign-in: the factors to offer, or enrolment when there are none.
 * The ticket carries the password checked (its fingerprint, decision 0075).
 */
export async function secondFactorStep(
  user: User,
  tabId: string,
  remember: boolean,
  passwordFingerprint: string,
): Promise<SecondFactorStep> {
  const factors = await secondFactorsOf(user.id);
  const methods: SecondFactorMethod[] = [];
  if (factors.passkeys.length > 0) methods.push('passkey');
  if (factors.totp) methods.push('totp');
  if (factors.recoveryCodes > 0) methods.push('recovery');
  const ticket = await openSignInTicket({
    purpose: 'sign-in',
    userId: user.id,
    tabId,
    remember,
    passwordFingerprint,
  });
  return { ticket, methods, enrol: !factors.totp && factors.passkeys.length === 0 };
}

/** The live sign-in ticket of this tab, or 401: unknown, expired, used, or another tab's. */
export async function liveTicket(
  ticket: string,
  tabId: string | undefined,
  purpose: SignInTicket['purpose'] = 'sign-in',
): Promise<SignInTicket> {
  const found = await getSignInTicket(ticket);
  if (!found || found.tabId !== tabId || found.purpose !== purpose)
    throw unauthorized(messages.secondFactor.ticketExpired);
  return found;
}

/** The live sign-in ticket a later step sends: 400 from a request without a tab, else as liveTicket. */
export async function ticketOfTab(ticket: string, tabId: string | undefined): Promise<SignInTicket> {
  if (!tabId) throw badRequest(messages.requests.invalidTab);
  return liveTicket(ticket, tabId);
}

/**
 * A live ticket, the account it signs in, and the password the session will go on, which holds a factor
 * the ticket enrols (decision 0089).
 */
export interface TicketAccount {
  ticket: SignInTicket;
  user: User;
  password: StoredPassword;
}

/**
 * The account's password now, for what its ticket carries on: 401 once the password the ticket checked
 * has changed, so that a sign-in (or a passkey's addition) begun with the old password finishes nothing,
 * however long after the change (decision 0075). A passkey sign-in checked none, and goes on the
 * password read here.
 */
export async function passwordOfTicket(user: User, ticket: SignInTicket): Promise<StoredPassword> {
  const current = await storedPassword(user);
  if (ticket.passwordFingerprint !== undefined && ticket.passwordFingerprint !== current.fingerprint)
    throw unauthorized(messages.secondFactor.ticketExpired);
  return current;
}

/** The tab's ticket and the account its checked password named, while that password holds, or 401. */
export async function ticketAccount(ticketValue: string, tabId: string | undefined): Promise<TicketAccount> {
  const ticket = await ticketOfTab(ticketValue, tabId);
  const user = ticket.userId ? await getUserById(ticket.userId) : null;
  if (!user) throw unauthorized(messages.secondFactor.ticketExpired);
  return { ticket, user, password: await passwordOfTicket(user, ticket) };
}

/**
 * Finishes a sign-in its ticket carried, once the account may still sign in (it may have been
 * deactivated, or a lockdown begun, since the password).
 */
export async function finishTicketSignIn(
  { ticket, user, password }: TicketAccount,
  ticketValue: string,
  request: Pick<OperationInput<unknown, unknown, unknown>, 'session' | 'event' | 'clientIp' | 'settings'>,
  extra?: Record<string, unknown>,
): Promise<Reply> {
  await assertMaySignIn(user, request.settings);
  return finishSignIn(user, {
    tabId: ticket.tabId,
    remember: ticket.remember,
    passwordFingerprint: password.fingerprint,
    session: request.session,
    event: request.event,
    clientIp: request.clientIp,
    ticket: ticketValue,
    extra,
  });
}

/** A code counted before its check, against the ticket and the account's sign-in failures. */
export interface CodeAttempt extends SignInAttempt {
  /** Refuses the code as wrong; the ticket ends with its last allowed code. */
  refuse(message: string): Promise<never>;
}

/**
 * Counts a code before it is checked: against the account's sign-in failures (the same limits as wrong
 * passwords, so codes cannot be guessed faster than passwords; 429 past them) and against the ticket,
 * which checks at most ticketFailureLimit codes (401 past them), however many are sent at once.
 */
export async function countCodeAttempt(ticket: string, user: User, clientIp: string): Promise<CodeAttempt> {
  const attempt = await countSignInAttempt(user.email, clientIp);
  const codes = await countTicketCode(ticket, ticketFailureLimit);
  if (codes === null) {
    await attempt.takeBack();
    throw unauthorized(messages.secondFactor.ticketExpired);
  }
  return {
    ...attempt,
    refuse: async (message) => {
      if (codes >= ticketFailureLimit) await closeSignInTicket(ticket);
      throw unauthorized(message);
    },
  };
}

/**
 * Ends a sign-in: opens the tab's session (replacing the one it held) and, with "Remember me", starts
 * remembering the browser (the family its cookie held before ends; its tabs keep their sessions until
 * they sign out or expire). Both record the password the sign-in went on (`passwordFingerprint`). A
 * ticket is closed first, so one ticket opens one session however many requests race with it.
 */
export async function finishSignIn(
  user: User,
  input: {
    tabId: string;
    remember: boolean;
    passwordFingerprint: string;
    session: Session | null;
    event: HttpEvent;
    clientIp: string;
    ticket?: string;
    extra?: Record<string, unknown>;
  },
): Promise<Reply> {
  if (input.ticket && !(await closeSignInTicket(input.ticket)))
    throw unauthorized(messages.secondFactor.ticketExpired);
  await rememberSignIn(user.email, input.clientIp);
  // The tab's socket opened with the session it replaces hears nothing more; the tab opens another.
  if (input.session) await deleteSession(input.session);
  const client = clientOf(input.event, input.clientIp);
  let opened: { session: Session; cookies: string[] };
  if (input.remember) {
    const previous = readCookie(input.event, rememberCookieName);
    const previousFamily = previous ? await rememberFamilyOf(previous) : null;
    if (previousFamily) await deleteRememberFamily(previousFamily.id);
    opened = await openRememberedSession(user, input.tabId, client, input.passwordFingerprint);
  } else {
    const tab = await openTabSession(user, input.tabId, false, client, {
      passwordFingerprint: input.passwordFingerprint,
    });
    opened = { session: tab.session, cookies: [tab.cookie] };
  }
  return reply(
    {
      user: toAuthUser(user),
      csrfToken: opened.session.csrfToken,
      message: messages.auth.loggedIn,
      ...input.extra,
    },
    { cookies: opened.cookies },
  );
}
