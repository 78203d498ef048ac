import { brand } from '#contract/brand';
import { verifyEmailPath } from '#contract/link-tokens';
import { composeMail, managementLink } from './layout.ts';

/** Sent on registration and on "resend": the link that verifies the address. */
export const verifyEmailMail = (input: { to: string; fullName: string; token: string }) =>
  composeMail({
    to: input.to,
    subject: `Verify your email address for ${brand.name}`,
    greeting: `Hello ${input.fullName},`,
    lines: [
      `Thank you for registering with ${brand.name}. Please confirm that this is your email address so you can sign in and book a room.`,
    ],
    action: { label: 'Verify email address', url: managementLink(verifyEmailPath(input.token)) },
    after: [
      'This link works once and expires in 24 hours.',
      'If you did not register, you can ignore this email.',
    ],
  });
