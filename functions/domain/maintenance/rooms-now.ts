import type { MaintenanceLocation } from '#contract/maintenance-labels';
import { roomNumbersNow } from '../../data/rooms.ts';

/**
 * The requests with each room named by the number it has now, read from the room by its id (decision
 * 0094): a room may be renumbered while a repair in it waits, and whoever goes to it looks for the
 * number on its door. Whatever the request's state, as the room is the same door; a room deleted since
 * keeps the number it was reported under. What was written with the old number (mails sent, the audit
 * trail) stays as written. One batch read per 100 distinct rooms, however many requests: a list passes
 * the page it answers.
 */
export async function withRoomNumbersNow<Request extends { location: MaintenanceLocation }>(
  requests: readonly Request[],
): Promise<Request[]> {
  const roomIds = requests.flatMap(({ location }) => (location.roomId ? [location.roomId] : []));
  if (roomIds.length === 0) return [...requests];
  const numbers = await roomNumbersNow(roomIds);
  return requests.map((request) => {
    const roomNumber = request.location.roomId ? numbers.get(request.location.roomId) : undefined;
    return roomNumber === undefined || roomNumber === request.location.roomNumber
      ? request
      : { ...request, location: { ...request.location, roomNumber } };
  });
}
