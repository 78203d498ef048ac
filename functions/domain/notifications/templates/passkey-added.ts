import { brand } from '#contract/brand';
import { composeMail, managementLink, momentAtHostel } from './layout.ts';

/**
 * A passkey was added to the account from My Profile. It signs in alone and outlives a password change
 * or reset, so this mail is how the owner learns of one they did not add, and how to take it away: the
 * password first (whoever added it knew it, and a new one ends their sessions), then the passkey.
 */
export const passkeyAddedMail = (input: {
  to: string;
  fullName: string;
  passkeyName: string;
  /** ISO time. */
  addedAt: string;
  /** Where it was added from ("the address 203.0.113.7"). */
  addedFrom: string;
  /** The owner's My Profile, where their passkeys are listed and removed. */
  profilePath: string;
}) =>
  composeMail({
    to: input.to,
    subject: `A passkey was added to your ${brand.name} account`,
    greeting: `Hello ${input.fullName},`,
    lines: [
      `A passkey named "${input.passkeyName}" was added to your ${brand.name} account on ${momentAtHostel(input.addedAt)}, from ${input.addedFrom}. It signs in to your account without your password.`,
      'If you did not add it, someone knows your password. Sign in, change your password on My Profile (that signs out every other session), then remove the passkey under Passkeys. Changing or resetting your password alone does not remove it.',
    ],
    action: { label: 'Open My Profile', url: managementLink(input.profilePath) },
    after: ['If it was you, there is nothing more to do.'],
  });
