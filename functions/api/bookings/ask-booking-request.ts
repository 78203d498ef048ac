import {
  bookingRequestForStudent,
  createRequestSchema,
  requestKindLabels,
  type RoomPreferences,
} from '#contract/booking-requests';
import * as messages from '#contract/messages';
import { actorOf } from '../../data/audit.ts';
import { askedAuditItems, createRequest, newRequest, RequestRefused } from '../../data/booking-requests.ts';
import { isInternalId } from '../../data/ids.ts';
import { getRoom, getRoomByPublicId } from '../../data/rooms.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { students } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { countRequest } from '../http/throttle.ts';
import { reply } from '../http/reply.ts';
import { findActiveBooking } from './find-booking.ts';
import { bookingRequestChangesPerStudent } from './limits.ts';

/** What the student would like instead; a room they name must exist. */
async function preferencesOf(body: {
  roomType: string;
  block: string;
  roomId: string;
  note: string;
}): Promise<RoomPreferences> {
  const room = body.roomId
    ? await (isInternalId(body.roomId) ? getRoom(body.roomId) : getRoomByPublicId(body.roomId))
    : null;
  if (body.roomId && !room) throw badRequest(messages.bookingRequests.roomUnknown);
  return {
    roomType: body.roomType || null,
    block: body.block.toUpperCase() || null,
    room: room ? { id: room.id, roomNumber: room.roomNumber } : null,
    note: body.note || null,
  };
}

/**
 * POST /booking-requests (the booking's student): asks for the cancellation of their active booking or
 * a change of room, with a reason and, for a change, preferences. One open request a booking
 * (data/booking-requests.ts); another student's booking answers 403. The booking is named in the body,
 * so its owner is checked once the request is known to be well formed.
 */
export const askBookingRequest = defineOperation({
  route: 'POST /booking-requests',
  access: students,
  body: createRequestSchema,
  handle: async ({ body, session }) => {
    await countRequest([bookingRequestChangesPerStudent, session.userId]);
    const booking = await findActiveBooking(
      isInternalId(body.bookingId) ? { id: body.bookingId } : { publicId: body.bookingId },
      session,
    );
    const preferences = body.kind === 'roomChange' ? await preferencesOf(body) : null;
    const request = newRequest(booking, { kind: body.kind, reason: body.reason, preferences });
    await createRequest(request, booking, askedAuditItems(actorOf(session), booking, request)).catch(
      (error: unknown) => {
        if (!(error instanceof RequestRefused)) throw error;
        throw conflict(
          error.reason === 'alreadyOpen'
            ? messages.bookingRequests.alreadyOpen
            : messages.bookingRefusals.concurrentChange,
        );
      },
    );
    const kind = requestKindLabels[body.kind].toLowerCase();
    return reply(
      { request: bookingRequestForStudent(request), message: messages.bookingRequests.created(kind) },
      { status: 201 },
    );
  },
});
