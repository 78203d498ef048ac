import { roomForStudent } from '#contract/rooms';
import { signedIn } from '../../routes.ts';
import { toRoom } from '../../data/rooms.ts';
import { asSeenBy } from '../http/as-seen-by.ts';
import { onRoom } from './find-room.ts';

/** GET /rooms/{id} and /rooms/p/{publicId}: a student's without staff's note of why it is out of service. */
export const getRoomOperation = onRoom({
  route: 'GET /rooms/{id}',
  access: signedIn,
  handle: async ({ record: room, session }) => ({ room: asSeenBy(session, toRoom(room), roomForStudent) }),
});
