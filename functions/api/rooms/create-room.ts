import * as messages from '#contract/messages';
import { roomInputSchema } from '#contract/rooms';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { reply } from '../http/reply.ts';
import { actorOf } from '../../data/audit.ts';
import { createRoom, roomCreatedAuditItems, toRoom } from '../../data/rooms.ts';
import { assertRoomFitsType, roomWrite } from './room-errors.ts';
import { bedsFreed } from '../../domain/waitlist/follow-up.ts';

/** POST /rooms (staff). */
export const createRoomOperation = defineOperation({
  route: 'POST /rooms',
  access: staff,
  body: roomInputSchema,
  handle: async ({ body, session, settings }) => {
    const typesAsRead = await settings();
    assertRoomFitsType(typesAsRead.roomTypes, body.roomType, body.capacity);
    const room = await roomWrite(() =>
      createRoom(body, (created) => roomCreatedAuditItems(actorOf(session), created), { typesAsRead }),
    );
    await bedsFreed();
    return reply({ room: toRoom(room), message: messages.rooms.created }, { status: 201 });
  },
});
