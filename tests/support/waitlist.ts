import { activeBookings } from '../../functions/data/bookings.ts';
import { listRooms } from '../../functions/data/rooms.ts';
import { getSettings } from '../../functions/data/settings.ts';
import { outstandingOffers, queueOf } from '../../functions/data/waitlist.ts';
import { call } from './hostel.ts';
import type { SignedIn } from './sessions.ts';

/** Joins the waitlist through the API, failing the test if it does not succeed. */
export async function join(student: SignedIn, roomTypes: string[], block?: string) {
  const response = await call(student, 'POST', '/waitlist', { roomTypes, ...(block ? { block } : {}) });
  if (response.status !== 201)
    throw new Error(`joining failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/**
 * The hostel's books, read consistently enough to compare: each room's occupancy, its active bookings
 * and its live holds. The invariant: occupancy = bookings + holds, for every room.
 */
export async function ledger() {
  const settings = await getSettings();
  const period = { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
  const [rooms, bookings, queue] = await Promise.all([listRooms(), activeBookings(), queueOf(period)]);
  const holds = queue.filter((entry) => entry.status === 'offered');
  return rooms.map((room) => {
    const booked = bookings.filter((booking) => booking.roomId === room.id).length;
    const held = holds.filter((entry) => entry.offer!.roomId === room.id).length;
    return { room, booked, held, occupancy: room.currentOccupancy };
  });
}

export { outstandingOffers };
