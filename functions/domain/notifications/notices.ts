import type { Mail } from '../../platform/mail.ts';
import { mailAfterCommit } from './after-commit.ts';

/**
 * The one path by which the product tells a user that something concerns them (issue #28): a booking,
 * an offer, a payment, a repair, an announcement. Every producer hands a notice here, once its change is
 * committed, and never sends its own mail; what a notice becomes (an entry in the user's notification
 * centre, a push to their open tabs, a mail, as the user's preferences say) is decided here alone.
 */
export type NoticeCategory =
  'bookings' | 'waitlist' | 'payments' | 'maintenance' | 'announcements' | 'account';

export interface Notice {
  userId: string;
  category: NoticeCategory;
  /** One line for the notification list. */
  title: string;
  /** Where in the app the notice leads, a path below /management. */
  link?: string;
  mail: Mail;
}

/** Tells each user of a committed change. A notice that cannot be delivered never undoes the change. */
export async function tellAfterCommit(notices: readonly Notice[]): Promise<void> {
  await mailAfterCommit(notices.map((notice) => notice.mail));
}
