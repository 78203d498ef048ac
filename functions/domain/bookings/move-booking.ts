import type { Booking } from '#contract/bookings';
import type { RoomLeftInput } from '#contract/desk';
import { actorOf, auditItems, bookingName } from '../../data/audit.ts';
import { moveBooking } from '../../data/bookings.ts';
import { deskOf, movedDeskItem } from '../../data/desk.ts';
import { getPrices } from '../../data/prices.ts';
import type { RoomRecord } from '../../data/room-record.ts';
import type { Session } from '../../data/sessions.ts';
import type { Settings } from '../../data/settings.ts';
import { changedStudent, studentRecordPut } from '../../data/students.ts';
import type { TransactItem } from '../../data/transactions.ts';
import { genderUnchanged, type Gender, type User } from '../../data/users.ts';
import { moveDifferenceEntry, moveDifferenceItems } from '../money/booking-charges.ts';
import { roomLeftAtMove } from '../desk/room-left.ts';
import { semesterDaysOf } from '../desk/stay-days.ts';
import { forgetIncoming } from '../uploads/uploads.ts';
import { bedsFreed } from '../waitlist/follow-up.ts';
import { bookingWrite } from './booking-errors.ts';
import { requestClosingItems } from '../booking-requests/overtaken.ts';
import { Telling, type Notice } from '../notifications/notices.ts';

/**
 * Moves an active booking for staff (a move of their own, or an approved room-change request), in one
 * transaction: the beds, the booking, a new gender when one travels with it, the rent difference of
 * rooms of other prices (issue #26 §2), the check-in of the room left put on the booking's history with
 * how the room was left, its key and condition (`leaving`, required of a student checked in: decisions
 * 0102 and 0106; the desk checks the student in to the new room), the caller's own items (`extra`: the
 * request's decision) and the notices the caller gives (`tell`). The waitlist then follows the freed bed.
 */
export async function moveBookingBy(
  session: Session,
  settings: Settings,
  move: {
    booking: Booking;
    to: RoomRecord;
    student: User | null;
    /** The student's new gender, when it changes with the move. */
    newGender?: Gender | null;
    extra?: TransactItem[];
    /** Whether `extra` already closes the booking's open request (an approval does). */
    closesRequest?: boolean;
    /** The notices of the move, written with it and handed on after (notices.ts Telling). */
    tell?: (moved: Booking) => Notice[];
    /** How the room left was handed back, when the student is checked in to it. */
    leaving?: RoomLeftInput;
  },
): Promise<Booking> {
  const { booking, to, student, newGender } = move;
  const actor = actorOf(session);
  const at = new Date().toISOString();
  const [prices, requestClosing, desk] = await Promise.all([
    getPrices(booking, settings.currency),
    move.closesRequest ? [] : requestClosingItems(booking, { movedTo: to.roomNumber }, actor, at),
    deskOf(booking.id),
  ]);
  const left = await roomLeftAtMove(actor, booking, desk, move.leaving);
  const telling = new Telling();
  const moved = await bookingWrite(
    () =>
      moveBooking({
        booking,
        to,
        gender: newGender ?? student?.gender ?? null,
        extra: [
          // The new room is taken for the gender read or the one moved with: the record, checked for the
          // one or written with the other, refuses the move when a change committed since it was read.
          ...(student
            ? [
                newGender
                  ? studentRecordPut(student, changedStudent(student, { gender: newGender }))
                  : genderUnchanged(student),
              ]
            : []),
          ...requestClosing,
          movedDeskItem(desk, { from: booking.room, to, at, leaving: left.leaving }),
          ...(move.extra ?? []),
        ],
        audit: (after) => [
          ...auditItems({
            actor,
            action: 'booking.move',
            entity: { type: 'booking', id: booking.id, name: bookingName(after), publicId: booking.publicId },
            before: {
              roomNumber: booking.room.roomNumber,
              ...(newGender ? { gender: student!.gender } : {}),
            },
            after: {
              roomNumber: after.room.roomNumber,
              ...(newGender ? { gender: newGender } : {}),
              ...left.audit,
            },
          }),
          ...moveDifferenceItems(
            booking,
            // Rent is the semester's, so its difference is counted over the semester's nights.
            moveDifferenceEntry(booking, after, prices, semesterDaysOf(booking, settings), actor, at),
            actor,
          ),
          ...telling.items(move.tell?.(after) ?? []),
        ],
      }),
    { byStaff: true, designation: to.genderDesignation },
  );
  await Promise.all([forgetIncoming(left.incoming), telling.afterCommit(), bedsFreed()]);
  return moved;
}
