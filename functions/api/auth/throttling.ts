import * as messages from '#contract/messages';
import { tooManyRequests } from '../../platform/errors.ts';
import {
  clearThrottle,
  countThrottle,
  isKnown,
  markKnown,
  uncountThrottle,
  type ThrottleRule,
} from '../../data/throttle.ts';
import { authLimits, knownClientSeconds } from './limits.ts';

/**
 * What a client is counted as: its IPv4 address, or the /64 network of an IPv6 one (one subscriber's
 * line hands out a whole /64, so its addresses are one client).
 */
export function clientKeyOf(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? first : [...first, ...Array(8 - first.length - last.length).fill('0'), ...last];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** Providers whose addresses ignore dots in the local part, and the domain both of Gmail's names reach. */
const dotlessDomains: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The inbox an address reaches, for the limits counted per inbox: `name+tag@` delivers to `name@` at
 * nearly every provider (sub-addressing, RFC 5233), and Gmail also ignores dots, so an attacker flooding
 * one inbox through its spellings is counted once. Only the counters' key: mail still goes to the
 * address as given, and accounts are still told apart by it.
 */
export function inboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  const name = email.slice(0, at).toLowerCase().split('+')[0];
  const dotless = dotlessDomains[domain];
  return dotless ? `${name.replaceAll('.', '')}@${dotless}` : `${name}@${domain}`;
}

/** The counters of sign-in failures, each with the subject it counts for this attempt. */
function signInCounters(email: string, clientIp: string) {
  const client = clientKeyOf(clientIp);
  const pair = `${email}|${client}`;
  const limits = authLimits;
  return {
    pair,
    /** Felt only by this client on this account. */
    own: [
      [limits.failedLoginsPerAccountAndClient, pair],
      [limits.failedLoginsPerAccountAndClientDaily, pair],
    ] as Array<[ThrottleRule, string]>,
    /** Felt by clients new to the account: the account under attack from many, or a client trying many. */
    strangers: [
      [limits.failedLoginsPerAccount, email],
      [limits.failedLoginsPerClient, client],
      [limits.failedLoginsPerClientDaily, client],
    ] as Array<[ThrottleRule, string]>,
  };
}

const knownClients = 'login-known';

/** A sign-in attempt, counted as a failure before its password (or code) is checked. */
export interface SignInAttempt {
  /** Takes the count back: the password (or code) proved right, or was not checked after all. */
  takeBack(): Promise<void>;
}

/**
 * Counts a sign-in attempt against every sign-in counter before its password (or code) is checked, so
 * attempts sent at once are checked no more often than the limits allow (docs/spec.md §15). Refuses it
 * with 429, counting nothing, while this client is cooling down on this account, or while the account
 * (or the client) is over its ceiling and the client is new to the account. The owner, on an address
 * they have signed in from, is never refused because of other addresses' failures. An unknown email is
 * treated like an account, so the answer reveals nothing.
 */
export async function countSignInAttempt(email: string, clientIp: string): Promise<SignInAttempt> {
  const { pair, own, strangers } = signInCounters(email, clientIp);
  const counters = [...own, ...strangers];
  const [known, ...states] = await Promise.all([
    isKnown(knownClients, pair),
    ...counters.map(([rule, subject]) => countThrottle(rule, subject)),
  ]);
  const counted = counters.map(([rule, subject], i) => ({ rule, subject, state: states[i]! }));
  const takeBack = async () => {
    await Promise.all(counted.map(({ rule, subject, state }) => uncountThrottle(rule, subject, state)));
  };
  const checks = known ? counted.slice(0, own.length) : counted;
  const over = checks
    .filter(({ rule, state }) => state.count > rule.limit)
    .map(({ state }) => state.retryAfterSeconds);
  if (over.length > 0) {
    await takeBack();
    throw tooManyRequests(messages.auth.tooManyLogins, Math.max(...over));
  }
  return { takeBack };
}

/** After a successful sign-in: forgets this client's failures on the account and marks it as known. */
export async function rememberSignIn(email: string, clientIp: string): Promise<void> {
  const { pair, own } = signInCounters(email, clientIp);
  await Promise.all([
    ...own.map(([rule, subject]) => clearThrottle(rule, subject)),
    markKnown(knownClients, pair, knownClientSeconds),
  ]);
}
