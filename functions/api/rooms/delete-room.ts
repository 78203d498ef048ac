import * as messages from '#contract/messages';
import { staff } from '../../routes.ts';
import { actorOf, auditItems, roomEntity } from '../../data/audit.ts';
import { deleteRoom, toRoom } from '../../data/rooms.ts';
import { onRoom } from './find-room.ts';
import { roomWrite } from './room-errors.ts';

/** DELETE /rooms/{id} (staff): only an empty room (409 otherwise). */
export const deleteRoomOperation = onRoom({
  route: 'DELETE /rooms/{id}',
  access: staff,
  handle: async ({ record: room, session }) => {
    await roomWrite(() =>
      deleteRoom(
        room,
        auditItems({
          actor: actorOf(session),
          action: 'room.delete',
          entity: roomEntity(room),
          before: toRoom(room) as unknown as Record<string, unknown>,
        }),
      ),
    );
    return { message: messages.rooms.deleted };
  },
});
