import type { Booking } from '../../../functions/contract/bookings.ts';
import { activeBookings } from '../../../functions/data/bookings.ts';

/**
 * This period's bookings by room number (then by student), not in the table's order of random ids, so
 * the seeders pick the same residents on every fresh start: who arrives today, who reports a repair.
 */
export async function residentsByRoom(): Promise<Booking[]> {
  return (await activeBookings()).sort(
    (a, b) =>
      a.room.roomNumber.localeCompare(b.room.roomNumber, 'en', { numeric: true }) ||
      a.student.email.localeCompare(b.student.email),
  );
}

/** `count` of `residents` spread evenly over the list, so the demo's events are not all in one room. */
export const spreadOver = <T>(residents: readonly T[], count: number): T[] =>
  Array.from(
    { length: Math.min(count, residents.length) },
    (_, index) => residents[Math.floor(((index + 0.5) * residents.length) / count)]!,
  );
