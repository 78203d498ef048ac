import { dayEndIn, dayIn } from '#contract/days';
import type { DeskBooking, DeskTodayResponse } from '#contract/desk';
import { activeBookings } from '../../data/bookings.ts';
import { desksOf } from '../../data/desk.ts';
import type { Settings } from '../../data/settings.ts';
import { stayDaysOf } from './stay-days.ts';

/**
 * The desk's day, today in `timeZone` (the reader's, decision 0109): active bookings arriving on it
 * (checked in or not yet), those due to leave (still active, so not yet checked out), and those moved
 * since their check-in, to check in to their new room whatever their days (decision 0102). Reads every
 * active booking and its desk record: the hostel's beds bound them (a few thousand, batch reads of 100).
 */
export async function deskDay(timeZone: string, settings: Settings): Promise<DeskTodayResponse> {
  const day = dayIn(new Date(), timeZone);
  const bookings = await activeBookings();
  const desks = await desksOf(bookings.map((booking) => booking.id));
  const rows = bookings.map((booking): DeskBooking => {
    const desk = desks.get(booking.id)!;
    const days = stayDaysOf(booking, desk, settings);
    return {
      bookingId: booking.id,
      publicId: booking.publicId,
      student: { id: booking.studentId, fullName: booking.student.fullName },
      room: { roomNumber: booking.room.roomNumber },
      arrival: days.arrival,
      departure: days.departure,
      checkedIn: desk.checkIn !== null,
      movedSinceCheckIn: desk.checkIn === null && desk.earlierCheckIns.length > 0,
    };
  });
  const byRoom = (a: DeskBooking, b: DeskBooking) =>
    a.room.roomNumber.localeCompare(b.room.roomNumber, 'en', { numeric: true });
  return {
    day,
    dayEndsAt: dayEndIn(day, timeZone),
    arrivals: rows.filter((row) => row.arrival === day).sort(byRoom),
    departures: rows.filter((row) => row.departure === day).sort(byRoom),
    moved: rows.filter((row) => row.movedSinceCheckIn).sort(byRoom),
  };
}
