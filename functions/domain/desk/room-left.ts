import type { Booking } from '#contract/bookings';
import type { RoomLeft, RoomLeftInput } from '#contract/desk';
import * as messages from '#contract/messages';
import type { Actor } from '../../data/audit.ts';
import type { DeskRecord } from '../../data/desk.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { keptReport } from './photos.ts';

/**
 * A room handed back to the desk, its key and its condition: at check-out, and at a move of a student
 * checked in to the room they leave (docs/decisions/0106).
 */

/** What the trail says of a room handed back: the key, the items found damaged, how many photos. */
export const handedBackAudit = (given: RoomLeftInput, photos: number) => ({
  keyReturned: given.keyReturned,
  damaged: given.items.filter((entry) => entry.condition === 'damaged').map((entry) => entry.item),
  ...(photos ? { photos } : {}),
});

/**
 * The check-in a room handed back was compared with (`checkedInAt`, as the dialog read it) is still the
 * booking's: another desk that moved the student and checked them in to the new room meanwhile would
 * have the record filed with a check-in staff never compared the room with, so it is refused (409) and
 * the dialog read again. A record naming none (a client of the release before) is taken as before.
 */
export function checkInAsRead(desk: DeskRecord, given: { checkedInAt?: string } | undefined) {
  if (given?.checkedInAt !== undefined && given.checkedInAt !== desk.checkIn?.at)
    throw conflict(messages.desk.stayChanged, { reason: 'stayChanged' });
}

/**
 * How the room a move takes the student out of was left, as the move files it with that room's check-in
 * (data/desk.ts movedDeskItem), its photos kept: required of a move of a student checked in (400, named
 * under `leaving`), refused of any other (409: there is no key out nor report to compare with, and the
 * dialog that asked read a check-in another desk's move has since filed), and refused when it names a
 * check-in that is no longer the booking's (checkInAsRead); the move's transaction then holds the one
 * read. `incoming` are the uploads to forget once the move commits; nothing when the student was not
 * checked in.
 */
export async function roomLeftAtMove(
  actor: Actor,
  booking: Booking,
  desk: DeskRecord,
  given: RoomLeftInput | undefined,
): Promise<{ leaving?: RoomLeft; incoming: string[]; audit: Record<string, unknown> }> {
  checkInAsRead(desk, given);
  if (!desk.checkIn) {
    if (given) throw conflict(messages.desk.notCheckedIn, { reason: 'notCheckedIn' });
    return { incoming: [], audit: {} };
  }
  if (!given) {
    const message = messages.desk.leavingRequired(booking.room.roomNumber);
    throw badRequest(message, { errors: { leaving: message } });
  }
  const report = await keptReport(actor.id, given.items);
  return {
    leaving: {
      by: { id: actor.id, name: actor.name ?? null },
      keyReturned: given.keyReturned,
      items: report.items,
    },
    incoming: report.incoming,
    audit: handedBackAudit(given, report.incoming.length),
  };
}
