import * as messages from '#contract/messages';
import { outOfServiceSchema } from '#contract/maintenance';
import { actorOf } from '../../data/audit.ts';
import { toRoom } from '../../data/rooms.ts';
import { returnToService, takeOutOfService } from '../../domain/rooms/out-of-service.ts';
import { staff } from '../../routes.ts';
import { onRoom } from './find-room.ts';
import { roomWrite } from './room-errors.ts';

/** POST /rooms/{id}/out-of-service (staff): for a repair, with the reason and the expected day back. */
export const takeRoomOutOfService = onRoom({
  route: 'POST /rooms/{id}/out-of-service',
  access: staff,
  body: outOfServiceSchema,
  handle: async ({ record: room, body, session }) => {
    const updated = await roomWrite(() => takeOutOfService(room, body, actorOf(session)));
    return { room: toRoom(updated), message: messages.maintenance.takenOutOfService };
  },
});

/** POST /rooms/{id}/back-in-service (staff): the repair is done; its free beds go to the waitlist. */
export const returnRoomToService = onRoom({
  route: 'POST /rooms/{id}/back-in-service',
  access: staff,
  handle: async ({ record: room, session }) => {
    const updated = await roomWrite(() => returnToService(room, actorOf(session)));
    return { room: toRoom(updated), message: messages.maintenance.backInService };
  },
});
