import { bookingStatuses, bookingStatusWording } from '#contract/booking-statuses';
import { defaultRoomType, notAvailable } from '../../config/constants.ts';
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

/** '1 student', 'N students' or 'N/A'. */
export function capacityLabel(capacity: number | undefined | null): string {
  if (typeof capacity !== 'number' || !Number.isFinite(capacity)) return notAvailable;
  return capacity === 1 ? '1 student' : `${capacity} students`;
}

/** '{academicYear} Semester {semester}'. */
export function academicPeriod(booking: Pick<Booking, 'academicYear' | 'semester'>): string {
  if (!booking.academicYear) return notAvailable;
  return `${booking.academicYear} Semester ${booking.semester ?? notAvailable}`;
}

export function roomTypeLabel(roomType: string | undefined | null): string {
  return roomType?.trim() || defaultRoomType;
}
