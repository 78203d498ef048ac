import { appPaths } from '#contract/app-paths';
import { brand } from '#contract/brand';
import { composeMail, managementLink } from './layout.ts';

/**
 * A spent remember-me token came back, so two browsers held the same sign-in: the owner learns that
 * every session of that browser ended, and what to do if the other one was not theirs.
 */
export const rememberReuseMail = (input: {
  to: string;
  fullName: string;
  /** Where the remembered browser signed in ("the address 203.0.113.7"). */
  signedInFrom: string;
  /** Where the spent token came back from. */
  shownFrom: string;
}) =>
  composeMail({
    to: input.to,
    subject: `A copy of your ${brand.name} sign-in was used`,
    greeting: `Hello ${input.fullName},`,
    lines: [
      `A browser that remembers your sign-in (signed in from ${input.signedInFrom}) was used from two places: a sign-in token that had already been used came back from ${input.shownFrom}. That happens when someone has copied the browser's cookies.`,
      'To be safe we have signed that browser out everywhere. You can sign in again with your password.',
      'If you did not expect this, change your password and check where you are signed in:',
    ],
    action: { label: 'Sign in', url: managementLink(appPaths.login) },
    after: [
      'If you cleared or restored your browser just now, this may have been you; signing in again is enough.',
    ],
  });
