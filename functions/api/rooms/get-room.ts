import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { toRoom } from '../../data/rooms.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { findRoom } from './find-room.ts';

/** GET /rooms/{id} and /rooms/p/{publicId}. */
export const getRoomOperation = defineOperation({
  method: 'GET',
  path: byIdAndPublicId('/rooms/{id}'),
  access: signedIn,
  params: entityRefSchema,
  handle: async ({ params }) => ({ room: toRoom(await findRoom(params)) }),
});
