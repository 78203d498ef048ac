import { bookingStatuses, bookingStatusWording } from '#contract/booking-statuses';
import { missingValue } from '#contract/shown-values';
import type { BadgeTone } from '../ui/badge.tsx';
import type { Booking, BookingStatus } from '../../types/api.ts';

const tones: Record<BookingStatus, BadgeTone> = {
  active: 'green',
  inactive: 'slate',
  archived: 'amber',
  cancelled: 'red',
};

/**
 * How a booking's status reads on a badge: the label from the one wording table of the contract
 * (bookingStatusWording, docs/spec.md §4) and a colour.
 */
export const cardStatus = Object.fromEntries(
  bookingStatuses.map((status) => [
    status,
    { label: bookingStatusWording[status].label, tone: tones[status] },
  ]),
) as Record<BookingStatus, { label: string; tone: BadgeTone }>;

/** The heading and sentence of the details view, from the same table. */
export const detailStatus = bookingStatusWording;

/** '{academicYear} Semester {semester}'. */
export function academicPeriod(booking: Pick<Booking, 'academicYear' | 'semester'>): string {
  if (!booking.academicYear) return missingValue;
  return `${booking.academicYear} Semester ${booking.semester ?? missingValue}`;
}
