import { appPaths } from '#contract/app-paths';
import { brand } from '#contract/brand';
import { composeMail, managementLink } from './layout.ts';

/** Sent after a signed-in user changed their own password: the owner learns of it if it was not them. */
export const passwordChangedMail = (input: { to: string; fullName: string }) =>
  composeMail({
    to: input.to,
    subject: `Your ${brand.name} password was changed`,
    greeting: `Hello ${input.fullName},`,
    lines: [
      `The password of your ${brand.name} account was just changed. Every other session and remembered browser of your account has been signed out.`,
      'If you did not change it, reset your password now:',
    ],
    action: { label: 'Reset password', url: managementLink(appPaths.forgotPassword) },
    after: ['If it was you, there is nothing more to do.'],
  });
