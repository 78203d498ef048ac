import { auditEntriesSince } from '../../data/audit.ts';
import { activeBookings } from '../../data/bookings.ts';
import { desksOf, movedDeskItem } from '../../data/desk.ts';
import { transact, TransactionRefused } from '../../data/transactions.ts';

/**
 * `npm run file-check-ins-of-rooms-left`, once after deploying decision 0102: before it, a move kept the
 * check-in of the room left as the booking's check-in, which check-out then compared the new room with.
 * Each live booking whose check-in the trail shows a move after (`booking.move`, written in every move's
 * transaction, its before and after naming the rooms) has that check-in filed on its history as a move
 * files it now: the first move after it is the one out of the room it was of. Only the desk record as
 * read is changed (movedDeskItem's condition): one checked in or answered meanwhile is left for the next
 * run. A second run files nothing, as no check-in is left with a move after it. Answers how many it filed.
 */
export async function fileCheckInsOfRoomsLeft(): Promise<number> {
  const bookings = await activeBookings();
  const checkedIn = [...(await desksOf(bookings.map((booking) => booking.id))).values()].filter(
    (desk) => desk.checkIn,
  );
  if (!checkedIn.length) return 0;
  const since = checkedIn.map((desk) => desk.checkIn!.at).sort()[0]!;
  const moves = await auditEntriesSince('booking.move', since);
  let filed = 0;
  for (const desk of checkedIn) {
    const move = moves.find((entry) => entry.entity.id === desk.bookingId && entry.at > desk.checkIn!.at);
    if (!move?.before || !move.after) continue;
    const room = (side: Record<string, unknown>) => ({ roomNumber: side.roomNumber as string });
    try {
      await transact([movedDeskItem(desk, { from: room(move.before), to: room(move.after), at: move.at })]);
      filed++;
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
    }
  }
  return filed;
}
