import * as messages from '#contract/messages';
import { roomInputSchema } from '#contract/rooms';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { reply } from '../http/reply.ts';
import { actorOf, auditItems, roomName } from '../../data/audit.ts';
import { createRoom, toRoom } from '../../data/rooms.ts';
import { assertRoomFitsType, roomWrite } from './room-errors.ts';
import { bedsFreed } from '../../domain/waitlist/follow-up.ts';

/** POST /rooms (staff). */
export const createRoomOperation = defineOperation({
  route: 'POST /rooms',
  access: staff,
  body: roomInputSchema,
  handle: async ({ body, session, settings }) => {
    assertRoomFitsType((await settings()).roomTypes, body.roomType, body.capacity);
    const room = await roomWrite(() =>
      createRoom(body, (created) =>
        auditItems({
          actor: actorOf(session),
          action: 'room.create',
          entity: { type: 'room', id: created.id, name: roomName(created), publicId: created.publicId },
          after: toRoom(created) as unknown as Record<string, unknown>,
        }),
      ),
    );
    await bedsFreed();
    return reply({ room: toRoom(room), message: messages.rooms.created }, { status: 201 });
  },
});
