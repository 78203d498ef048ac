import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { occupantIdsOf } from '../../data/rooms.ts';
import { getStudentsByIds } from '../../data/students.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { findRoom } from './find-room.ts';

/** GET /rooms/{id}/occupants (staff): the students holding a bed in the room. */
export const getRoomOccupants = defineOperation({
  method: 'GET',
  path: byIdAndPublicId('/rooms/{id}/occupants'),
  access: staff,
  params: entityRefSchema,
  handle: async ({ params }) => {
    const room = await findRoom(params);
    return { occupants: await getStudentsByIds(await occupantIdsOf(room.id)) };
  },
});
