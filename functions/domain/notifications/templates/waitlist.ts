import { appPaths } from '#contract/app-paths';
import { brand } from '#contract/brand';
import type { WaitlistEntry, WaitlistOffer } from '#contract/waitlist';
import type { Mail } from '../../../platform/mail.ts';
import { noticeOf, type Notice } from '../notices.ts';
import { composeMail, managementLink, momentAtHostel as when } from './layout.ts';

const to = (entry: Pick<WaitlistEntry, 'student'>) => ({
  to: entry.student.email,
  greeting: `Hello ${entry.student.fullName},`,
});

/** A bed was freed and is held for the student until the deadline. */
export const waitlistOfferMail = (entry: Pick<WaitlistEntry, 'student'>, offer: WaitlistOffer) =>
  composeMail({
    ...to(entry),
    subject: `A bed is offered to you: room ${offer.roomNumber}`,
    lines: [
      `A bed in room ${offer.roomNumber} (${offer.roomType}${offer.block !== '-' ? `, block ${offer.block}` : ''}) has become free, and you are next on the ${brand.name} waitlist.`,
      `It is held for you until ${when(offer.expiresAt)}. Accept it on your dashboard to make it your booking, or decline it so the next student can have it.`,
    ],
    action: { label: 'Answer the offer', url: managementLink(appPaths.student.dashboard) },
    after: ['If you do not answer before the deadline, the offer expires and you leave the waitlist.'],
  });

/** The deadline passed: the bed went back and the student left the queue. */
export const waitlistExpiredMail = (entry: Pick<WaitlistEntry, 'student'>, offer: WaitlistOffer) =>
  composeMail({
    ...to(entry),
    subject: `Your offer of room ${offer.roomNumber} has expired`,
    lines: [
      `The bed in room ${offer.roomNumber} was held for you until ${when(offer.expiresAt)}, and the offer was not answered in time.`,
      'The bed is now offered to the next student, and you have left the waitlist.',
    ],
    action: { label: 'Join the waitlist again', url: managementLink(appPaths.student.rooms) },
    after: ['You can join the waitlist again at any time; you will be placed at the end of the queue.'],
  });

/** The student declined: a receipt, so they know the bed is gone and they left the queue. */
export const waitlistDeclinedMail = (entry: Pick<WaitlistEntry, 'student'>, offer: WaitlistOffer) =>
  composeMail({
    ...to(entry),
    subject: `You declined room ${offer.roomNumber}`,
    lines: [
      `You declined the bed offered to you in room ${offer.roomNumber}. It is now offered to the next student, and you have left the waitlist.`,
    ],
    action: { label: 'Join the waitlist again', url: managementLink(appPaths.student.rooms) },
    after: ['You can join the waitlist again at any time; you will be placed at the end of the queue.'],
  });

/**
 * The period the student waited in has ended (the roll-over): they left its queue, and a bed offered to
 * them went back. The new period has a queue of its own, which they may join.
 */
export const waitlistPeriodEndedMail = (
  entry: Pick<WaitlistEntry, 'student' | 'academicYear' | 'semester' | 'offer'>,
  next: { academicYear: string; semester: number },
) =>
  composeMail({
    ...to(entry),
    subject: `The waitlist of ${entry.academicYear} semester ${entry.semester} has closed`,
    lines: [
      `${brand.name} has moved on to ${next.academicYear} semester ${next.semester}, so the waitlist of ${entry.academicYear} semester ${entry.semester} has closed and you are no longer on it.`,
      ...(entry.offer
        ? [
            `The bed in room ${entry.offer.roomNumber} that was held for you belonged to that period, and has been given back.`,
          ]
        : []),
      `If you still need a bed, join the waitlist of ${next.academicYear} semester ${next.semester}.`,
    ],
    action: { label: 'Join the waitlist', url: managementLink(appPaths.student.rooms) },
    after: ['You will be placed in its queue in the order you join.'],
  });

/** Staff took the student off the queue, with the reason they gave. */
export const waitlistRemovedMail = (entry: Pick<WaitlistEntry, 'student'>, reason: string) =>
  composeMail({
    ...to(entry),
    subject: `You have been removed from the ${brand.name} waitlist`,
    lines: ['The hostel staff removed you from the waitlist, for this reason:', reason],
    after: ['If you think this is a mistake, please contact the hostel office.'],
  });

/** A waitlist mail as a notice of the student's centre, leading where the mail's button does. */
export const waitlistNotice = (
  entry: Pick<WaitlistEntry, 'student'>,
  mail: Mail,
  link: string = appPaths.student.dashboard,
): Notice => noticeOf(entry.student.id, 'waitlist', mail, link);
