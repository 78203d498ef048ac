import { appPaths } from '#contract/app-paths';
import type { Booking, BookingRoom } from '#contract/bookings';
import { brand } from '#contract/brand';
import { formatMoney } from '#contract/amounts';
import type { Mail } from '../../../platform/mail.ts';
import { noticeOf, type Notice } from '../notices.ts';
import { composeMail, managementLink, momentAtHostel } from './layout.ts';

/**
 * What happened to a student's booking, told to the student (issue #19): confirmed, moved, cancelled,
 * checked out. Each is sent after the change is committed, through the jobs queue.
 */

const roomLine = (room: BookingRoom) => `Room ${room.roomNumber} (${room.roomType})`;
const periodOf = (booking: Booking) => `${booking.academicYear} semester ${booking.semester}`;
const greeting = (booking: Booking) => `Hello ${booking.student.fullName},`;
const bookingPath = (booking: Booking) => appPaths.student.booking(booking.publicId);
const bookingLink = (booking: Booking) => ({
  label: 'See your booking',
  url: managementLink(bookingPath(booking)),
});
// A function, not a constant: the origin is configuration, read when a mail is made, not on import.
const dashboardLink = () => ({
  label: 'Open your dashboard',
  url: managementLink(appPaths.student.dashboard),
});

/** What the booking costs, as its confirmation says it (domain/money/booking-charges.ts bookingCosts). */
export interface BookingCosts {
  rent: number | null;
  /** The rent's charges with their due dates: one, or the period's instalments. */
  rentParts?: readonly { amount: number; dueDate: string }[];
  deposit: number;
  currency: string;
  dueDate: string;
  /** Until when the bed waits for the deposit, while the deposit deadline applies. */
  depositDueBy?: string | null;
}

/** The rent in instalments: what each asks and by when, in one sentence. */
const instalmentLine = (costs: BookingCosts, parts: readonly { amount: number; dueDate: string }[]) =>
  `You have been charged rent ${formatMoney(costs.rent ?? 0, costs.currency)} in ${parts.length} instalments: ${parts
    .map((part) => `${formatMoney(part.amount, costs.currency)} due by ${part.dueDate}`)
    .join(', ')}.`;

const costLines = (costs: BookingCosts | undefined) => {
  if (!costs || (!costs.rent && !costs.deposit)) return [];
  const instalments = costs.rentParts && costs.rentParts.length > 1 ? costs.rentParts : null;
  // A deposit the bed waits for is due by the deadline, said below, not by the rent's day.
  const parts = [
    ...(costs.rent && !instalments ? [`rent ${formatMoney(costs.rent, costs.currency)}`] : []),
    ...(costs.deposit && !costs.depositDueBy
      ? [`a refundable deposit of ${formatMoney(costs.deposit, costs.currency)}`]
      : []),
  ];
  return [
    ...(instalments ? [instalmentLine(costs, instalments)] : []),
    ...(parts.length ? [`You have been charged ${parts.join(' and ')}, due by ${costs.dueDate}.`] : []),
    ...(costs.depositDueBy
      ? [
          `Your bed is held until ${momentAtHostel(costs.depositDueBy)} for your deposit of ${formatMoney(costs.deposit, costs.currency)}. Pay it by then, in one payment or several, at the hostel office, or online from Money in your dashboard, and the booking is confirmed. If it is not paid by then, the booking is cancelled and the bed is offered to the next student.`,
        ]
      : []),
  ];
};

/** The booking is made: by the student themself, or by staff for them; with its price when it has one. */
export const bookingConfirmedMail = (booking: Booking, costs?: BookingCosts) =>
  composeMail({
    to: booking.student.email,
    subject: `Your room is booked: Room ${booking.room.roomNumber}`,
    greeting: greeting(booking),
    lines: [
      booking.createdByAdmin
        ? `The hostel office has booked a bed for you in ${roomLine(booking.room)} for ${periodOf(booking)}.`
        : `Your booking of a bed in ${roomLine(booking.room)} for ${periodOf(booking)} is ${costs?.depositDueBy ? 'made' : 'confirmed'}.`,
      ...costLines(costs),
    ],
    action: bookingLink(booking),
    after: ['If you did not expect this booking, please contact the hostel office.'],
  });

/** The room a move took a student checked in out of, and whether the desk recorded its key as returned. */
export interface KeyOfRoomLeft {
  roomNumber: string;
  keyReturned: boolean;
}

/**
 * What a move's mail says of the room left by a student checked in to it (docs/decisions/0106): its key,
 * in check-out's words ("received your key"), and where the student reads how the room was recorded.
 */
export const roomLeftLines = ({ roomNumber, keyReturned }: KeyOfRoomLeft) => [
  keyReturned
    ? `The hostel office received your key to Room ${roomNumber}.`
    : `The hostel office recorded your key to Room ${roomNumber} as not returned. Please return it to the office.`,
  `What the office recorded of Room ${roomNumber} as you left it is on My Residence.`,
];

/**
 * Staff moved the booking to another room; `leaving` when the student was checked in to the room left,
 * whose handing back the move recorded.
 */
export const bookingMovedMail = (
  booking: Booking,
  from: Pick<BookingRoom, 'roomNumber' | 'roomType'>,
  leaving?: { keyReturned: boolean },
) =>
  composeMail({
    to: booking.student.email,
    subject: `Your booking moved to Room ${booking.room.roomNumber}`,
    greeting: greeting(booking),
    lines: [
      `The hostel office has moved your booking for ${periodOf(booking)} from Room ${from.roomNumber} (${from.roomType}) to ${roomLine(booking.room)}.`,
      ...(leaving ? roomLeftLines({ roomNumber: from.roomNumber, keyReturned: leaving.keyReturned }) : []),
    ],
    action: bookingLink(booking),
    after: ['If you have questions about the move, please contact the hostel office.'],
  });

/** Staff cancelled the booking, with their reason. */
export const bookingCancelledMail = (booking: Booking) =>
  composeMail({
    to: booking.student.email,
    subject: `Your booking of Room ${booking.room.roomNumber} was cancelled`,
    greeting: greeting(booking),
    lines: [
      `The hostel office has cancelled your booking of ${roomLine(booking.room)} for ${periodOf(booking)}.`,
      ...(booking.cancellationReason ? [`Reason given: ${booking.cancellationReason}`] : []),
    ],
    action: dashboardLink(),
    after: [`You can book another room from your dashboard while ${brand.name} has free beds.`],
  });

/** The deposit was not paid by the deadline: the booking was cancelled and its bed released. */
export const depositUnpaidMail = (booking: Booking & { depositDueBy: string }) =>
  composeMail({
    to: booking.student.email,
    subject: `Your booking of Room ${booking.room.roomNumber} was cancelled: deposit not paid`,
    greeting: greeting(booking),
    lines: [
      `Your booking of ${roomLine(booking.room)} for ${periodOf(booking)} was cancelled because its deposit was not paid by ${momentAtHostel(booking.depositDueBy)}, and the bed has been released.`,
      'The booking’s charges were given back. Anything you paid stays on your account as credit; see Money in your dashboard.',
    ],
    action: dashboardLink(),
    after: [`You can book another room from your dashboard while ${brand.name} has free beds.`],
  });

/** A booking mail as a notice of the student's centre, leading to the booking. */
export const bookingNotice = (booking: Booking, mail: Mail): Notice =>
  noticeOf(booking.studentId, 'bookings', mail, bookingPath(booking));
