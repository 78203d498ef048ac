import { appPaths } from '#contract/app-paths';
import { brand } from '#contract/brand';
import { resetPasswordPath } from '#contract/link-tokens';
import { composeMail, managementLink } from './layout.ts';

/** Sent on "forgot password": the link to choose a new password. */
export const resetPasswordMail = (input: { to: string; fullName: string; token: string }) =>
  composeMail({
    to: input.to,
    subject: `Reset your ${brand.name} password`,
    greeting: `Hello ${input.fullName},`,
    lines: ['We received a request to reset the password of your account. Choose a new password here:'],
    action: {
      label: 'Reset password',
      url: managementLink(resetPasswordPath(input.token)),
    },
    after: [
      'This link works once and expires in 1 hour. Resetting your password signs you out everywhere.',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
  });

/**
 * Sent on "forgot password" instead of a link when the address holds only a registration nobody has
 * confirmed, which may be a stranger's (decision 0080): registering is how the mailbox's owner sets
 * their password and their own details. It greets nobody by name, as the name is the registration's.
 */
export const unconfirmedRegistrationMail = (input: { to: string }) =>
  composeMail({
    to: input.to,
    subject: `Your ${brand.name} registration is not confirmed yet`,
    greeting: 'Hello,',
    lines: [
      'We received a request to reset the password of this email address. The registration made with it was never confirmed, so there is no password to reset yet.',
      'To use this address, register with it: the email that follows lets you confirm the registration with your own password and details.',
    ],
    action: { label: 'Register', url: managementLink(appPaths.register) },
    after: [
      'If you did not ask for this, you can ignore this email. A registration nobody confirms is removed 7 days after it was made.',
    ],
  });
