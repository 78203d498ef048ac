import { defaultRoomType, notAvailable } from '../../config/constants.ts';
import type { BadgeTone } from '../ui/badge.tsx';
import type { Booking, BookingStatus } from '../../types/api.ts';

/**
 * How bookings read (SPEC.md §2, §4). 'inactive' is 'Completed' on a card but 'Cancelled Booking' in the
 * details dialog: the specification records both readings and both are kept.
 */
export const cardStatus: Record<BookingStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'green' },
  inactive: { label: 'Completed', tone: 'slate' },
  archived: { label: 'Archived', tone: 'amber' },
  cancelled: { label: 'Cancelled', tone: 'red' },
};

export const detailStatus: Record<BookingStatus, { title: string; description: string }> = {
  active: {
    title: 'Active Booking',
    description: 'This booking is currently active and the room is occupied.',
  },
  inactive: { title: 'Cancelled Booking', description: 'This booking has been cancelled.' },
  archived: {
    title: 'Archived Booking',
    description: 'This booking has been archived and is no longer active.',
  },
  cancelled: { title: 'Cancelled Booking', description: 'This booking has been cancelled.' },
};

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
