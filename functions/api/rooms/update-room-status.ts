import * as messages from '#contract/messages';
import { roomStatusSchema } from '#contract/rooms';
import { staff } from '../../routes.ts';
import { actorOf, auditItems, roomEntity } from '../../data/audit.ts';
import { toRoom, updateRoom } from '../../data/rooms.ts';
import { onRoom } from './find-room.ts';
import { roomWrite } from './room-errors.ts';
import { bedsFreed } from '../../domain/waitlist/follow-up.ts';

/**
 * PUT /rooms/{id}/status (staff): available, maintenance or closed. Students already in a room keep
 * their beds; a room that is not available takes no new booking.
 */
export const updateRoomStatus = onRoom({
  route: 'PUT /rooms/{id}/status',
  access: staff,
  body: roomStatusSchema,
  handle: async ({ record: room, body, session }) => {
    const updated = await roomWrite(() =>
      updateRoom(room, { status: body.status }, () =>
        auditItems({
          actor: actorOf(session),
          action: 'room.status',
          entity: roomEntity(room),
          before: { status: room.status },
          after: { status: body.status },
        }),
      ),
    );
    if (updated.status === 'available') await bedsFreed();
    return { room: toRoom(updated), message: messages.rooms.statusUpdated };
  },
});
