import { appPaths } from '#contract/app-paths';
import type { Booking } from '#contract/bookings';
import { conditionLabels, type CheckIn, type CheckInAnswer, type CheckOut } from '#contract/desk';
import { formatMoney } from '#contract/amounts';
import { noticeOf, type Notice } from '../notices.ts';
import type { User } from '../../../data/users.ts';
import { composeMail, longDay, managementLink, type MailContent } from './layout.ts';

/**
 * The desk's news to the student (issue #30 §1): checked in, with the condition report to confirm on
 * their phone, and checked out, with what came back of the deposit.
 */

/** News of the student's booking, to the student: by mail, and in the bell opening `link`. */
const toStudent = (booking: Booking, mail: Omit<MailContent, 'to' | 'greeting'>, link: string): Notice =>
  noticeOf(
    booking.studentId,
    'bookings',
    composeMail({ to: booking.student.email, greeting: `Hello ${booking.student.fullName},`, ...mail }),
    link,
  );

const notDone = (entries: CheckIn['items']) =>
  entries
    .filter((entry) => entry.condition !== 'good')
    .map(
      (entry) => `${entry.item}: ${conditionLabels[entry.condition]}${entry.note ? ` (${entry.note})` : ''}`,
    );

/** The student is checked in: their key, and the room's condition to confirm or dispute. */
export function checkedInNotice(booking: Booking, checkIn: Omit<CheckIn, 'answer'>): Notice {
  const remarks = notDone(checkIn.items);
  return toStudent(
    booking,
    {
      subject: `Welcome to Room ${booking.room.roomNumber}: please check the condition report`,
      lines: [
        `The hostel office has checked you in to Room ${booking.room.roomNumber} and handed you key ${checkIn.keyNumber}.`,
        remarks.length
          ? `The office recorded these items as not in good condition: ${remarks.join('; ')}. Everything else is good.`
          : 'The office recorded every item of the room as in good condition.',
        'Please look around the room and confirm the report, or dispute an item with a note, on My Residence. What you confirm now is what your check-out is compared with.',
      ],
      action: { label: 'Check the condition report', url: managementLink(appPaths.student.residence) },
      after: ['If you did not check in, please contact the hostel office.'],
    },
    appPaths.student.residence,
  );
}

/** Staff changed the booking's arrival or departure: the days the student now arrives and leaves. */
export function stayDatesNotice(
  booking: Booking,
  stay: { arrival: string | null; departure: string | null },
): Notice {
  const when = (iso: string | null) => (iso ? longDay(iso) : 'not set yet');
  return toStudent(
    booking,
    {
      subject: `New dates for your stay in Room ${booking.room.roomNumber}`,
      lines: [
        `The hostel office changed the dates of your stay in Room ${booking.room.roomNumber}.`,
        `Arrival: ${when(stay.arrival)}. Departure: ${when(stay.departure)}.`,
      ],
      action: { label: 'See your stay', url: managementLink(appPaths.student.residence) },
      after: ['If these dates are wrong, please contact the hostel office.'],
    },
    appPaths.student.residence,
  );
}

/** The student disputed items of the check-in report: told to the staff member who checked them in. */
export function checkInDisputedNotice(booking: Booking, checkedInBy: User, answer: CheckInAnswer): Notice {
  const path = appPaths.admin.booking(booking.publicId);
  return noticeOf(
    checkedInBy.id,
    'bookings',
    composeMail({
      to: checkedInBy.email,
      subject: `${booking.student.fullName} disputes the check-in report of Room ${booking.room.roomNumber}`,
      greeting: `Hello ${checkedInBy.fullName},`,
      lines: [
        `${booking.student.fullName} disagrees with ${answer.disputes.length === 1 ? 'one item' : `${answer.disputes.length} items`} of the condition report you recorded at check-in:`,
        answer.disputes.map((dispute) => `${dispute.item}: ${dispute.note}`).join('; '),
        'Their check-out is compared with the report, so settle the difference before then.',
      ],
      action: { label: 'Open the booking', url: managementLink(path) },
      after: ['You are told because you checked the student in.'],
    }),
    path,
  );
}

/** What came back of the deposit, less the deductions, in the deposit's currency. */
function depositLines(checkOut: CheckOut, currency: string): string[] {
  const money = (amount: number) => formatMoney(amount, currency);
  return [
    checkOut.deductions.length
      ? `From your deposit of ${money(checkOut.depositHeld)} the office deducted: ${checkOut.deductions
          .map((deduction) => `${deduction.reason} (${money(deduction.amount)})`)
          .join('; ')}.`
      : `Your deposit of ${money(checkOut.depositHeld)} is returned in full.`,
    `${money(checkOut.refunded)} is credited to your account; your money page shows it.`,
  ];
}

/** The student is checked out: the key, and the deposit given back less any deductions. */
export function checkedOutNotice(archived: Booking, checkOut: CheckOut): Notice {
  return toStudent(
    archived,
    {
      subject: `You have been checked out of Room ${archived.room.roomNumber}`,
      lines: [
        `The hostel office has checked you out of Room ${archived.room.roomNumber}${checkOut.keyReturned ? ' and received your key' : ''}. Your stay for ${archived.academicYear} semester ${archived.semester} has ended.`,
        ...(checkOut.currency ? depositLines(checkOut, checkOut.currency) : []),
      ],
      action: { label: 'See your money', url: managementLink(appPaths.student.money) },
      after: ['If you think something here is wrong, please contact the hostel office.'],
    },
    appPaths.student.booking(archived.publicId),
  );
}
