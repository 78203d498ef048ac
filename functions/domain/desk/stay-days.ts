import type { Booking } from '#contract/bookings';
import type { BookingStay } from '#contract/desk';
import type { DeskRecord } from '../../data/desk.ts';
import type { Settings } from '../../data/settings.ts';

/**
 * A booking's arrival and departure: its own when staff set them, else the semester's from the settings
 * for a booking of the current period (an older booking's semester had other days), else none.
 */
export function stayDaysOf(
  booking: Pick<Booking, 'academicYear' | 'semester'>,
  desk: Pick<DeskRecord, 'arrival' | 'departure'>,
  settings: Pick<Settings, 'currentAcademicYear' | 'currentSemester' | 'stayDates'>,
): { arrival: string | null; departure: string | null; ownDates: boolean } {
  if (desk.arrival && desk.departure)
    return { arrival: desk.arrival, departure: desk.departure, ownDates: true };
  const dates = semesterDaysOf(booking, settings);
  return { arrival: dates?.arrival ?? null, departure: dates?.departure ?? null, ownDates: false };
}

/** The semester's days from the settings, for a booking of the current period only. */
export function semesterDaysOf(
  booking: Pick<Booking, 'academicYear' | 'semester'>,
  settings: Pick<Settings, 'currentAcademicYear' | 'currentSemester' | 'stayDates'>,
) {
  const thisPeriod =
    booking.academicYear === settings.currentAcademicYear && booking.semester === settings.currentSemester;
  return thisPeriod ? settings.stayDates : null;
}

/** The desk's whole view of a booking's stay. */
export const bookingStayOf = (booking: Booking, desk: DeskRecord, settings: Settings): BookingStay => ({
  bookingId: booking.id,
  ...stayDaysOf(booking, desk, settings),
  checkIn: desk.checkIn,
  earlierCheckIns: desk.earlierCheckIns,
  checkOut: desk.checkOut,
});
