import { waitlistQueueQuerySchema, type WaitingForRoom, type WaitlistQueue } from '#contract/waitlist';
import * as messages from '#contract/messages';
import { badRequest } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { queueOf } from '../../data/waitlist.ts';
import { eligible } from '../../domain/waitlist/offer-beds.ts';
import { findRoomByAnyId } from '../rooms/find-room.ts';
import { periodOf, withPositions } from './views.ts';

/**
 * GET /waitlist/queue?roomType= (staff): the current period's queue, of one room type or whole, with
 * places, outstanding offers and their deadlines.
 */
export const getWaitlistQueue = defineOperation({
  route: 'GET /waitlist/queue',
  access: staff,
  query: waitlistQueueQuerySchema,
  handle: async ({ query, settings: readSettings }): Promise<WaitlistQueue> => {
    const settings = await readSettings();
    const period = periodOf(settings);
    const roomType = query.roomType ?? null;
    return {
      ...period,
      roomType,
      entries: withPositions(await queueOf(period), roomType),
      offerHours: settings.waitlistOfferHours,
    };
  },
});

/**
 * GET /waitlist/waiting?roomId= (staff): the waiting students who could be offered a bed of this room,
 * in queue order. A walk-in's booking confirmation shows them, since staff may book past the queue.
 */
export const getWaitingForRoom = defineOperation({
  route: 'GET /waitlist/waiting',
  access: staff,
  query: waitlistQueueQuerySchema,
  handle: async ({ query, settings }): Promise<WaitingForRoom> => {
    if (!query.roomId) throw badRequest(messages.bookings.roomRequired);
    const room = await findRoomByAnyId(query.roomId);
    const queue = await queueOf(periodOf(await settings()));
    const waiting = queue
      .filter((entry) => entry.status === 'waiting' && eligible(entry, room))
      .map((entry, index) => ({ student: entry.student, position: index + 1, joinedAt: entry.joinedAt }));
    return { roomId: room.id, waiting };
  },
});
