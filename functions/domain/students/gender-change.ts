import type { Gender } from '#contract/students';
import * as messages from '#contract/messages';
import { conflict } from '../../platform/errors.ts';
import { currentBookingIs, currentBookingOf } from '../../data/bookings.ts';
import { getRoom } from '../../data/rooms.ts';
import type { TransactItem } from '../../data/transactions.ts';
import type { User } from '../../data/users.ts';
import { regenderItems } from '../../data/waitlist.ts';
import { currentEntryOf } from '../waitlist/withdraw.ts';

/**
 * What a change of the student's gender adds to the transaction that writes it (issue #25). A bed held
 * in a single-gender room, booked or offered, would stop matching its room, so the change is refused
 * (409): staff change it together with a move (PUT /bookings/{id}/room with `gender`). Otherwise the
 * booking must still be as read (none, or one in a mixed room), and a waitlist entry is matched to
 * rooms by the new gender from now on.
 */
export async function genderChangeItems(
  user: User,
  gender: Gender,
  byStaff: boolean,
): Promise<TransactItem[]> {
  const [booking, entry] = await Promise.all([currentBookingOf(user.id), currentEntryOf(user.id)]);
  const heldRoomId = booking?.roomId ?? entry?.offer?.roomId;
  const room = heldRoomId ? await getRoom(heldRoomId) : null;
  if (room && room.genderDesignation !== 'mixed') {
    const refusal = byStaff ? messages.students.genderLockedStaff : messages.students.genderLockedOwn;
    throw conflict(refusal(room.roomNumber, room.genderDesignation));
  }
  return [currentBookingIs(user.id, booking), ...(entry ? regenderItems(entry, gender) : [])];
}
