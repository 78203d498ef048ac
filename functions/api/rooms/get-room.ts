import { defineOperation } from '../http/operation.ts';
import { toRoom } from '../../data/rooms.ts';
import { entityRefSchema } from '../entity-ref.ts';
import { findRoom } from './find-room.ts';

/** GET /rooms/{id} and /rooms/p/{publicId}. */
export const getRoomOperation = defineOperation({
  params: entityRefSchema,
  handle: async ({ params }) => ({ room: toRoom(await findRoom(params)) }),
});
