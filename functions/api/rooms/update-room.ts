import * as messages from '#contract/messages';
import { roomUpdateSchema } from '#contract/rooms';
import { staff } from '../../routes.ts';
import { actorOf, auditItems, roomEntity } from '../../data/audit.ts';
import { toRoom, updateRoom } from '../../data/rooms.ts';
import type { RoomRecord } from '../../data/room-record.ts';
import { onRoom } from './find-room.ts';
import { assertRoomFitsType, roomWrite } from './room-errors.ts';
import { bedsFreed } from '../../domain/waitlist/follow-up.ts';

const record = (room: RoomRecord) => toRoom(room) as unknown as Record<string, unknown>;

/** PUT /rooms/{id} (staff): the room's own fields; occupancy follows bookings only. */
export const updateRoomOperation = onRoom({
  route: 'PUT /rooms/{id}',
  access: staff,
  body: roomUpdateSchema,
  handle: async ({ record: room, body, session, settings }) => {
    const typesAsRead =
      body.roomType !== undefined || body.capacity !== undefined ? await settings() : undefined;
    if (typesAsRead)
      assertRoomFitsType(
        typesAsRead.roomTypes,
        body.roomType ?? room.roomType ?? '',
        body.capacity ?? room.capacity,
      );
    const updated = await roomWrite(() =>
      updateRoom(
        room,
        body,
        (after) =>
          auditItems({
            actor: actorOf(session),
            action: 'room.update',
            entity: roomEntity(after),
            before: record(room),
            after: record(after),
          }),
        typesAsRead,
      ),
    );
    await bedsFreed();
    return { room: toRoom(updated), message: messages.rooms.updated };
  },
});
