import { signedIn } from '../../routes.ts';
import { toRoom } from '../../data/rooms.ts';
import { onRoom } from './find-room.ts';

/** GET /rooms/{id} and /rooms/p/{publicId}. */
export const getRoomOperation = onRoom({
  route: 'GET /rooms/{id}',
  access: signedIn,
  handle: async ({ record: room }) => ({ room: toRoom(room) }),
});
