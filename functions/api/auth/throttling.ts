import * as messages from '#contract/messages';
import { tooManyRequests } from '../../platform/errors.ts';
import {
  clearThrottle,
  countThrottle,
  isKnown,
  markKnown,
  readThrottle,
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

/**
 * Refuses a sign-in with 429 while this client is cooling down on this account, or while the account
 * (or the client) is over its ceiling and the client is new to the account. The owner, on an address
 * they have signed in from, is never refused because of other addresses' failures. An unknown email is
 * treated like an account, so the answer reveals nothing.
 */
export async function assertMayTrySignIn(email: string, clientIp: string): Promise<void> {
  const { pair, own, strangers } = signInCounters(email, clientIp);
  const [known, ...states] = await Promise.all([
    isKnown(knownClients, pair),
    ...[...own, ...strangers].map(([rule, subject]) => readThrottle(rule, subject)),
  ]);
  const checks = known ? own : [...own, ...strangers];
  const over = checks
    .map(([rule], i) => ({ rule, state: states[i]! }))
    .filter(({ rule, state }) => state.count >= rule.limit)
    .map(({ state }) => state.retryAfterSeconds);
  if (over.length > 0) throw tooManyRequests(messages.auth.tooManyLogins, Math.max(...over));
}

/** Counts a failed sign-in against every sign-in counter. */
export async function countFailedSignIn(email: string, clientIp: string): Promise<void> {
  const { own, strangers } = signInCounters(email, clientIp);
  await Promise.all([...own, ...strangers].map(([rule, subject]) => countThrottle(rule, subject)));
}

/** After a successful sign-in: forgets this client's failures on the account and marks it as known. */
export async function rememberSignIn(email: string, clientIp: string): Promise<void> {
  const { pair, own } = signInCounters(email, clientIp);
  await Promise.all([
    ...own.map(([rule, subject]) => clearThrottle(rule, subject)),
    markKnown(knownClients, pair, knownClientSeconds),
  ]);
}
