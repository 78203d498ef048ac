/**
 * Booking statuses and how each reads, without the validation library, so a screen that only shows
 * bookings (the admin dashboard) does not load it.
 */
export const bookingStatuses = ['active', 'inactive', 'cancelled', 'archived'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * How each status reads, everywhere a booking is shown (cards, details, lists, PDF, spreadsheet): one
 * table, so a checked-out booking is Completed and never also "Cancelled" (docs/spec.md §4 recorded both
 * readings for inactive; this table settles on Completed). The reason shown beside it is the
 * cancellation reason for a cancelled booking and the archive reason for every other ended one.
 */
export const bookingStatusWording: Record<
  BookingStatus,
  { label: string; title: string; description: string }
> = {
  active: {
    label: 'Active',
    title: 'Active Booking',
    description: 'This booking is currently active and the room is occupied.',
  },
  inactive: {
    label: 'Completed',
    title: 'Completed Booking',
    description: 'This stay has ended and the bed has been given back.',
  },
  cancelled: {
    label: 'Cancelled',
    title: 'Cancelled Booking',
    description: 'This booking has been cancelled.',
  },
  archived: {
    label: 'Archived',
    title: 'Archived Booking',
    description: 'This booking has been archived and is no longer active.',
  },
};

/** Why a booking ended, as one line: the cancellation reason of a cancelled one, else the archive reason. */
export function endingReasonOf(booking: {
  status: BookingStatus;
  cancellationReason?: string;
  archiveReason?: string;
}) {
  if (booking.status === 'active') return null;
  if (booking.status === 'cancelled')
    return {
      label: 'Cancellation reason',
      text: booking.cancellationReason ?? booking.archiveReason ?? null,
    };
  return { label: 'Archive reason', text: booking.archiveReason ?? null };
}

/**
 * Beside an active booking whose deposit is not yet paid (docs/spec.md, deposit deadline): in full, and
 * in a list row, whose title carries the full text. Here rather than with the money messages, so the
 * student's dashboard, which shows it on the booking, loads no more than the booking's own wording.
 */
export const depositWording = {
  awaitingDeposit: (until: string) => `Awaiting deposit until ${until}`,
  depositDue: 'Deposit due',
};
