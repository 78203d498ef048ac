import type { MyWaitlist, QueueEntry, WaitlistEntry } from '#contract/waitlist';
import { currentBookingOf } from '../../data/bookings.ts';
import { housesGender, listRooms } from '../../data/rooms.ts';
import type { RoomRecord } from '../../data/room-record.ts';
import type { Settings } from '../../data/settings.ts';
import { getUserById } from '../../data/users.ts';
import { getEntry, queueOf, type Period } from '../../data/waitlist.ts';

export const periodOf = (settings: Settings): Period => ({
  academicYear: settings.currentAcademicYear,
  semester: settings.currentSemester,
});

/**
 * Places in the queue: 1-based among the entries still waiting (an offered entry holds a bed and waits
 * no more), optionally among those that accept one room type.
 */
export function withPositions(queue: WaitlistEntry[], roomType?: string | null): QueueEntry[] {
  let position = 0;
  return queue
    .filter((entry) => !roomType || entry.roomTypes.includes(roomType))
    .map((entry) => ({ ...entry, position: entry.status === 'waiting' ? ++position : null }));
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/**
 * The room types and blocks a student may wait for: those of the rooms they may live in (their gender's
 * or mixed), as the join form offers them and the join requires (docs/spec.md §10).
 */
export function waitlistChoices(rooms: readonly RoomRecord[], gender: string | null | undefined) {
  const theirs = rooms.filter((room) => housesGender(room, gender));
  return {
    roomTypes: sorted(theirs.map((room) => room.roomType)),
    blocks: sorted(theirs.map((room) => room.block).filter((block) => block !== '-')),
  };
}

/** A student's own entry with where they stand for each room type they accept, and what they may choose. */
export async function myWaitlist(settings: Settings, studentId: string): Promise<MyWaitlist> {
  const period = periodOf(settings);
  const [entry, user, rooms, booking] = await Promise.all([
    getEntry(period, studentId),
    getUserById(studentId),
    listRooms(),
    currentBookingOf(studentId),
  ]);
  const theirs = rooms.filter((room) => housesGender(room, user?.gender));
  const choices = {
    offerHours: settings.waitlistOfferHours,
    hasActiveBooking: booking !== null,
    freeBeds: theirs
      .filter((room) => room.status === 'available')
      .reduce((sum, room) => sum + Math.max(0, room.capacity - room.currentOccupancy), 0),
    ...waitlistChoices(rooms, user?.gender),
  };
  if (!entry) return { entry: null, positions: [], ...choices };
  const queue = entry.status === 'waiting' ? await queueOf(period) : [];
  const positions =
    entry.status === 'waiting'
      ? entry.roomTypes.map((roomType) => {
          const ofType = withPositions(queue, roomType);
          return {
            roomType,
            position: ofType.find((other) => other.studentId === studentId)?.position ?? 1,
            waiting: ofType.filter((other) => other.position !== null).length,
          };
        })
      : [];
  return { entry, positions, ...choices };
}
