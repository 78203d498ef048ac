import type { WaitlistEntry } from '#contract/waitlist';
import { recordedAuditItems, systemActor, waitlistEntity } from '../../data/audit.ts';
import { housesGender, listBookableRooms } from '../../data/rooms.ts';
import type { RoomRecord } from '../../data/room-record.ts';
import { getSettings } from '../../data/settings.ts';
import { offerBed, queueOf, removeWaitingEntry, WaitlistRefused } from '../../data/waitlist.ts';
import { noticeItems } from '../notifications/notices.ts';
import { waitlistNotice, waitlistOfferMail } from '../notifications/templates/waitlist.ts';

/** A room whose bed `entry` may be offered: a type it accepts, its block if it named one, its gender. */
export function eligible(
  entry: WaitlistEntry,
  room: Pick<RoomRecord, 'roomType' | 'block' | 'genderDesignation'>,
) {
  return (
    entry.roomTypes.includes(room.roomType) &&
    (entry.block === null || entry.block === room.block) &&
    housesGender(room, entry.gender)
  );
}

/** The free bed `entry` prefers: the first room type of its list that has one, then by room number. */
function bedFor(entry: WaitlistEntry, rooms: RoomRecord[], free: Map<string, number>): RoomRecord | null {
  for (const roomType of entry.roomTypes) {
    const room = rooms.find(
      (candidate) =>
        candidate.roomType === roomType && (free.get(candidate.id) ?? 0) > 0 && eligible(entry, candidate),
    );
    if (room) return room;
  }
  return null;
}

/** Enough for every bed of a large hostel to change hands under contention; beyond it the job retries. */
const maxRounds = 200;

/**
 * Offers every free bed that a waiting student may take, in queue order: each waiting student, first
 * come first served, is offered the free bed of their most preferred room type. Each offer is its own
 * transaction (data/waitlist.ts offerBed); when one is refused, someone changed the queue or the rooms
 * meanwhile (another run of this job, a booking, a staff change), so the state is read again and
 * matching resumes. Several runs at once are therefore safe: they compete through the same conditions
 * and together make each offer once. Returns the offers this run made; their notices are in the outbox.
 */
export async function offerFreeBeds(): Promise<WaitlistEntry[]> {
  const settings = await getSettings();
  const period = { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
  const made: WaitlistEntry[] = [];
  for (let round = 0; round < maxRounds; round++) {
    const queue = await queueOf(period);
    const waiting = queue.filter((entry) => entry.status === 'waiting');
    if (!waiting.length) return made;
    const rooms = await listBookableRooms();
    const free = new Map(rooms.map((room) => [room.id, room.capacity - room.currentOccupancy]));
    let changed = false;
    for (const entry of waiting) {
      const room = bedFor(entry, rooms, free);
      if (!room) continue;
      try {
        // The offer's notice is written with the offer (its entry in the student's centre, and the
        // outbox item for its push and mail): a job that dies after this commit still leaves it to be sent.
        const offered = await offerBed(entry, room, settings.waitlistOfferHours, (offer) => [
          ...recordedAuditItems({
            actor: systemActor,
            action: 'waitlist.offer',
            entity: waitlistEntity(entry),
            after: { roomNumber: offer.roomNumber, expiresAt: offer.expiresAt },
          }),
          ...noticeItems(waitlistNotice(entry, waitlistOfferMail(entry, offer))),
        ]);
        made.push(offered);
        free.set(room.id, free.get(room.id)! - 1);
      } catch (error) {
        if (!(error instanceof WaitlistRefused)) throw error;
        // A student who booked a bed meanwhile (through staff) waits no more, nor does one whose account
        // was deactivated or deleted: the bed goes to the next student.
        if (error.reason === 'alreadyBooked') await dropStale(entry, 'booked');
        if (error.reason === 'studentInactive') await dropStale(entry, 'inactive');
        changed = true;
        break;
      }
    }
    if (!changed) return made;
  }
  throw new Error('Offering free beds did not settle; the job will run again');
}

async function dropStale(entry: WaitlistEntry, reason: 'booked' | 'inactive') {
  try {
    await removeWaitingEntry(
      entry,
      recordedAuditItems({
        actor: systemActor,
        action: 'waitlist.leave',
        entity: waitlistEntity(entry),
        after: { reason },
      }),
    );
  } catch (error) {
    if (!(error instanceof WaitlistRefused)) throw error;
  }
}
