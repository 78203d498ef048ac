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
