import type { ThrottleRule } from '../../data/throttle.ts';

const minutes = (n: number) => n * 60;
const hours = (n: number) => n * 60 * 60;

/**
 * How often the anonymous auth calls may be made before they get 429; the README's throttling table
 * gives the reason for each value. A client is the viewer's address as CloudFront saw it (an IPv6
 * viewer by its /64), and a campus or hostel puts hundreds of students behind one such address, so
 * nothing here counts a client alone against a limit a crowd can reach:
 * - sign-in failures are counted per (account, client), which only the guesser's own address feels,
 *   and per account and per client with higher ceilings that refuse only clients new to the account
 *   (one it has not signed in from lately), so nobody can lock an owner out by guessing;
 * - the mail-sending calls are counted per inbox (the address mailed: flooding it) and per client with
 *   a ceiling above a campus NAT's busiest hour; registration counts per (inbox, client) instead of per
 *   inbox, since a registration refused is an owner kept out of their own address by whoever used the
 *   inbox's allowance up.
 */
export const authLimits = {
  failedLoginsPerAccountAndClient: { name: 'login-pair', limit: 5, windowSeconds: minutes(15) },
  failedLoginsPerAccountAndClientDaily: { name: 'login-pair-day', limit: 20, windowSeconds: hours(24) },
  failedLoginsPerAccount: { name: 'login-account', limit: 30, windowSeconds: minutes(15) },
  failedLoginsPerClient: { name: 'login-client', limit: 50, windowSeconds: minutes(15) },
  failedLoginsPerClientDaily: { name: 'login-client-day', limit: 300, windowSeconds: hours(24) },
  registrationsPerClient: { name: 'register-client', limit: 200, windowSeconds: hours(1) },
  registrationsPerAddressAndClient: { name: 'register-address-client', limit: 3, windowSeconds: hours(1) },
  passwordResetsPerClient: { name: 'forgot-client', limit: 100, windowSeconds: hours(1) },
  passwordResetsPerAddress: { name: 'forgot-address', limit: 3, windowSeconds: hours(1) },
  verificationResendsPerClient: { name: 'resend-client', limit: 100, windowSeconds: hours(1) },
  verificationResendsPerAddress: { name: 'resend-address', limit: 3, windowSeconds: hours(1) },
  passkeySignInsPerClient: { name: 'passkey-client', limit: 600, windowSeconds: hours(1) },
  emailChangesPerAccount: { name: 'email-change-account', limit: 3, windowSeconds: hours(1) },
  emailChangesPerClient: { name: 'email-change-client', limit: 100, windowSeconds: hours(1) },
} as const satisfies Record<string, ThrottleRule>;

/** How long a client stays known to an account after signing in to it from there. */
export const knownClientSeconds = 90 * 24 * 60 * 60;
