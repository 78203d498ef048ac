import { appPaths } from '#contract/app-paths';
import { brand } from '#contract/brand';
import { composeMail, managementLink } from './layout.ts';

/**
 * Sent instead of a second account when someone registers with an address that already has a verified
 * one: the registration answers as usual, so it does not reveal the address, and the owner learns of it.
 */
export const registrationAttemptMail = (input: { to: string; fullName: string }) =>
  composeMail({
    to: input.to,
    subject: `Someone tried to register with your email at ${brand.name}`,
    greeting: `Hello ${input.fullName},`,
    lines: [
      `Someone just tried to create a new ${brand.name} account with this email address, which already has an account. No new account was created.`,
      'If it was you, sign in with your existing account. If you forgot your password, you can reset it:',
    ],
    action: { label: 'Reset password', url: managementLink(appPaths.forgotPassword) },
    after: ['If it was not you, you can ignore this email: your account is unchanged.'],
  });
