import { brand } from '#contract/brand';
import { resetPasswordPath } from '#contract/link-tokens';
import { composeMail, managementLink } from './layout.ts';

const roleNames = { admin: 'an admin', super_admin: 'a super admin' } as const;

/** Sent when a super admin creates a staff account: the link to set its first password. */
export const adminInviteMail = (input: {
  to: string;
  fullName: string;
  role: 'admin' | 'super_admin';
  token: string;
}) =>
  composeMail({
    to: input.to,
    subject: `Your ${brand.name} staff account`,
    greeting: `Hello ${input.fullName},`,
    lines: [
      `An account has been created for you as ${roleNames[input.role]} of ${brand.name}. Set your password to sign in:`,
    ],
    action: {
      label: 'Set your password',
      url: managementLink(resetPasswordPath(input.token)),
    },
    after: [
      'This link works once and expires in 24 hours. If it has expired, use "Forgot password" on the sign-in page.',
    ],
  });
