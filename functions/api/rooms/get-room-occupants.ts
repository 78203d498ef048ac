import { staff } from '../../routes.ts';
import { occupantIdsOf } from '../../data/rooms.ts';
import { getStudentsByIds } from '../../data/students.ts';
import { onRoom } from './find-room.ts';

/** GET /rooms/{id}/occupants (staff): the students holding a bed in the room. */
export const getRoomOccupants = onRoom({
  route: 'GET /rooms/{id}/occupants',
  access: staff,
  handle: async ({ record: room }) => ({ occupants: await getStudentsByIds(await occupantIdsOf(room.id)) }),
});
