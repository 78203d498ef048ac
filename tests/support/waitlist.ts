import { activeBookings } from '../../functions/data/bookings.ts';
import { listRooms } from '../../functions/data/rooms.ts';
import { getSettings } from '../../functions/data/settings.ts';
import { outstandingOffers, queueOf } from '../../functions/data/waitlist.ts';
import { aRoom, call } from './hostel.ts';
import type { SignedIn } from './sessions.ts';

/**
 * Gives the hostel a closed room open to everyone of this type (in this block), and returns the type: a
 * join takes only the room types and block of rooms the student may live in, as the form offers them,
 * and a closed room makes them so without freeing a bed, so the student waits.
 */
export async function hostelHas(roomType: string, block?: string): Promise<string> {
  await aRoom({ roomType, status: 'closed', ...(block ? { block } : {}) });
  return roomType;
}

/** Joins the waitlist through the API (of types the hostel has), failing the test if it is refused. */
export async function join(student: SignedIn, roomTypes: string[], block?: string) {
  await Promise.all(roomTypes.map((roomType) => hostelHas(roomType, block)));
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
