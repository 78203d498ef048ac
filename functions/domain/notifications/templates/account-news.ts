import { appPaths } from '#contract/app-paths';
import { brand } from '#contract/brand';
import { composeMail, managementLink } from './layout.ts';

interface Recipient {
  to: string;
  fullName: string;
}

/** Staff set a new password for the student: they learn of it, and that other devices were signed out. */
export const passwordChangedByStaffMail = ({ to, fullName }: Recipient) =>
  composeMail({
    to,
    subject: `Your ${brand.name} password was changed`,
    greeting: `Hello ${fullName},`,
    lines: [
      'The hostel office has set a new password for your account, and you have been signed out everywhere.',
      'Ask the hostel office for the new password, or choose your own with "Forgot password" on the sign-in page.',
    ],
    action: { label: 'Sign in', url: managementLink(appPaths.login) },
    after: ['If you did not ask for this, please contact the hostel office.'],
  });

/**
 * Staff deactivated the student's account: they can no longer sign in, and they learn whether the bed
 * they held was given up with it and that they left the waitlist.
 */
export const accountDeactivatedMail = ({
  to,
  fullName,
  endedRoom,
  leftWaitlist = false,
}: Recipient & { endedRoom?: string; leftWaitlist?: boolean }) =>
  composeMail({
    to,
    subject: `Your ${brand.name} account was deactivated`,
    greeting: `Hello ${fullName},`,
    lines: [
      'The hostel office has deactivated your account. You cannot sign in or book a room until it is activated again.',
      ...(endedRoom
        ? [`Your booking of Room ${endedRoom} has ended and the bed is no longer held for you.`]
        : []),
      ...(leftWaitlist ? ['You have also been taken off the waitlist.'] : []),
    ],
    after: ['If you think this is a mistake, please contact the hostel office.'],
  });

/** Staff activated the student's account again: they can sign in. */
export const accountReactivatedMail = ({ to, fullName }: Recipient) =>
  composeMail({
    to,
    subject: `Your ${brand.name} account is active again`,
    greeting: `Hello ${fullName},`,
    lines: ['The hostel office has activated your account again. You can sign in and book a room.'],
    action: { label: 'Sign in', url: managementLink(appPaths.login) },
    after: ['If you did not expect this, please contact the hostel office.'],
  });
