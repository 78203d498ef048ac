import type { ThrottleRule } from '../../data/throttle.ts';

const minutes = (n: number) => n * 60;

/**
 * How often the anonymous auth calls may be made before they get 429 (documented in the README).
 * Failed sign-ins are counted per account (guessing one password) and per client address (trying many
 * accounts); the mail-sending calls per address (flooding one inbox) and per client address.
 */
export const authLimits = {
  failedLoginsPerAccount: { name: 'login-account', limit: 5, windowSeconds: minutes(15) },
  failedLoginsPerClient: { name: 'login-client', limit: 20, windowSeconds: minutes(15) },
  registrationsPerClient: { name: 'register-client', limit: 10, windowSeconds: minutes(60) },
  registrationsPerAddress: { name: 'register-address', limit: 3, windowSeconds: minutes(60) },
  passwordResetsPerClient: { name: 'forgot-client', limit: 10, windowSeconds: minutes(60) },
  passwordResetsPerAddress: { name: 'forgot-address', limit: 3, windowSeconds: minutes(60) },
  verificationResendsPerClient: { name: 'resend-client', limit: 10, windowSeconds: minutes(60) },
  verificationResendsPerAddress: { name: 'resend-address', limit: 3, windowSeconds: minutes(60) },
  emailChangesPerAccount: { name: 'email-change-account', limit: 3, windowSeconds: minutes(60) },
  emailChangesPerClient: { name: 'email-change-client', limit: 10, windowSeconds: minutes(60) },
} as const satisfies Record<string, ThrottleRule>;
