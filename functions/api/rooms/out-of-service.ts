import * as messages from '#contract/messages';
import { outOfServiceSchema } from '#contract/maintenance';
import { actorOf } from '../../data/audit.ts';
import { toRoom } from '../../data/rooms.ts';
import { returnToService, takeOutOfService } from '../../domain/rooms/out-of-service.ts';
import { staff } from '../../routes.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { defineOperation } from '../http/operation.ts';
import { findRoom } from './find-room.ts';
import { roomWrite } from './room-errors.ts';

/** POST /rooms/{id}/out-of-service (staff): for a repair, with the reason and the expected day back. */
export const takeRoomOutOfService = defineOperation({
  method: 'POST',
  path: byIdAndPublicId('/rooms/{id}/out-of-service'),
  access: staff,
  params: entityRefSchema,
  body: outOfServiceSchema,
  handle: async ({ params, body, session }) => {
    const room = await findRoom(params);
    const updated = await roomWrite(() => takeOutOfService(room, body, actorOf(session)));
    return { room: toRoom(updated), message: messages.maintenance.takenOutOfService };
  },
});

/** POST /rooms/{id}/back-in-service (staff): the repair is done; its free beds go to the waitlist. */
export const returnRoomToService = defineOperation({
  method: 'POST',
  path: byIdAndPublicId('/rooms/{id}/back-in-service'),
  access: staff,
  params: entityRefSchema,
  handle: async ({ params, session }) => {
    const room = await findRoom(params);
    const updated = await roomWrite(() => returnToService(room, actorOf(session)));
    return { room: toRoom(updated), message: messages.maintenance.backInService };
  },
});
