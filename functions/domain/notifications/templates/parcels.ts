import { appPaths } from '#contract/app-paths';
import type { Parcel } from '#contract/parcels';
import { noticeOf, type Notice } from '../notices.ts';
import { composeMail, managementLink, momentAtHostel, type MailContent } from './layout.ts';

/**
 * The desk's parcel news to the student (decision 0064): one is waiting, it was collected (by them or
 * by someone they sent, which they should know of), or it was logged by mistake and removed.
 */

/** What the desk wrote of the parcel, as one sentence, or nothing when it wrote nothing. */
function whatArrived(parcel: Parcel): string[] {
  const parts = [
    parcel.carrier ? `from ${parcel.carrier}` : null,
    parcel.description ? `(${parcel.description})` : null,
  ].filter(Boolean);
  return parts.length ? [`The parcel: ${parts.join(' ')}.`] : [];
}

type Recipient = { id: string; email: string; fullName: string };

const toStudent = (student: Recipient, mail: Omit<MailContent, 'to' | 'greeting' | 'action'>): Notice =>
  noticeOf(
    student.id,
    'parcels',
    composeMail({
      to: student.email,
      greeting: `Hello ${student.fullName},`,
      action: { label: 'See your parcels', url: managementLink(appPaths.student.parcels) },
      ...mail,
    }),
    appPaths.student.parcels,
  );

/** A parcel was delivered to the desk for the student. */
export const parcelWaitingNotice = (student: Recipient, parcel: Parcel): Notice =>
  toStudent(student, {
    subject: 'A parcel is waiting for you at the front desk',
    lines: [
      `A parcel for you arrived at the front desk on ${momentAtHostel(parcel.loggedAt)}.`,
      ...whatArrived(parcel),
      'Bring your student ID to collect it, or send someone with your permission.',
    ],
    after: ['If you were not expecting a parcel, you can still collect it and check it at the desk.'],
  });

/** The student's parcel was handed over, to them or to whom they sent. */
export const parcelCollectedNotice = (student: Recipient, parcel: Parcel): Notice =>
  toStudent(student, {
    subject: 'Your parcel was collected from the front desk',
    lines: [
      parcel.collected?.collectedBy
        ? `Your parcel was handed to ${parcel.collected.collectedBy} on your behalf on ${momentAtHostel(parcel.collected.at)}.`
        : `You collected your parcel from the front desk on ${momentAtHostel(parcel.collected!.at)}.`,
      ...whatArrived(parcel),
    ],
    after: ['If you did not collect it or send anyone for it, please contact the hostel office at once.'],
  });

/** The parcel was logged for the student by mistake, and the desk took it off their list. */
export const parcelRemovedNotice = (student: Recipient, parcel: Parcel): Notice =>
  toStudent(student, {
    subject: 'A parcel at the front desk was logged for you by mistake',
    lines: [
      `The parcel logged for you on ${momentAtHostel(parcel.loggedAt)} was not yours, and the desk has taken it off your list.`,
      ...whatArrived(parcel),
    ],
    after: ['If you think this is wrong, please ask at the front desk.'],
  });
