import { appPaths } from '#contract/app-paths';
import { brand } from '#contract/brand';
import { confirmEmailPath, undoEmailChangePath } from '#contract/link-tokens';
import { composeMail, managementLink } from './layout.ts';

/** Sent to the new address of an email change: the link that makes it the sign-in address. */
export const confirmEmailChangeMail = (input: { to: string; fullName: string; token: string }) =>
  composeMail({
    to: input.to,
    subject: `Confirm your new email address for ${brand.name}`,
    greeting: `Hello ${input.fullName},`,
    lines: [
      `You asked to sign in to ${brand.name} with this email address from now on. Confirm that it is yours:`,
    ],
    action: { label: 'Confirm new email address', url: managementLink(confirmEmailPath(input.token)) },
    after: [
      'This link works once and expires in 24 hours. Until you use it, you sign in with your current address.',
      'If you did not ask for this, you can ignore this email: nothing changes.',
    ],
  });

/** Sent to the current address when a change is asked for, so an owner who did not ask learns of it. */
export const emailChangeRequestedMail = (input: { to: string; fullName: string; newEmail: string }) =>
  composeMail({
    to: input.to,
    subject: `A change of your ${brand.name} sign-in email was requested`,
    greeting: `Hello ${input.fullName},`,
    lines: [
      `Someone signed in to your ${brand.name} account asked to change its sign-in email to ${input.newEmail}. Nothing changes unless the link sent to that address is used.`,
      'If it was not you, change your password now (or reset it):',
    ],
    action: { label: 'Reset password', url: managementLink(appPaths.forgotPassword) },
    after: ['If it was you, there is nothing more to do here.'],
  });

/**
 * Sent instead of a confirmation link when the new address already has an account: the request answers
 * as usual, so it does not reveal the address, and its owner learns of it.
 */
export const emailInUseMail = (input: { to: string; fullName: string }) =>
  composeMail({
    to: input.to,
    subject: `Someone tried to use your email at ${brand.name}`,
    greeting: `Hello ${input.fullName},`,
    lines: [
      `Someone asked to move another ${brand.name} account to this email address, which already has an account. Nothing was changed.`,
    ],
    after: ['If it was you, sign in with this address instead. If not, you can ignore this email.'],
  });

/**
 * Sent to the old address once the change is confirmed, with the link that undoes it. The token rides in
 * the fragment, which browsers never send, so no server or CDN log keeps it.
 */
export const emailChangedMail = (input: { to: string; fullName: string; newEmail: string; token: string }) =>
  composeMail({
    to: input.to,
    subject: `Your ${brand.name} sign-in email was changed`,
    greeting: `Hello ${input.fullName},`,
    lines: [
      `The sign-in email of your ${brand.name} account is now ${input.newEmail}. This address no longer signs in.`,
      'If you did not do this, move the account back to this address. Every session of it will end, and you will choose a new password:',
    ],
    action: { label: 'Undo this change', url: managementLink(undoEmailChangePath(input.token)) },
    after: ['This link works once, for 7 days. If you made this change, there is nothing more to do.'],
  });
