import { decideRequestSchema } from '#contract/booking-requests';
import * as messages from '#contract/messages';
import { getUserById } from '../../data/users.ts';
import { decideRequest } from '../../domain/booking-requests/decide.ts';
import { badRequest } from '../../platform/errors.ts';
import { staff } from '../../routes.ts';
import { findRoomByAnyId } from '../rooms/find-room.ts';
import { onBookingRequest } from './find-booking-request.ts';

/**
 * POST /booking-requests/{id}/decision (staff): approves or declines an open request with a reason the
 * student reads. Approving a room change names the room; the move is staff's own move, with the same
 * rules (domain/booking-requests/decide.ts). The student's notice is part of the decision's commit.
 */
export const decideBookingRequest = onBookingRequest({
  route: 'POST /booking-requests/{id}/decision',
  access: staff,
  body: decideRequestSchema,
  handle: async ({ record: request, body, session, settings }) => {
    const moving = body.outcome === 'approved' && request.kind === 'roomChange';
    if (moving && !body.roomId) throw badRequest(messages.bookingRequests.roomRequired);
    const to = moving ? await findRoomByAnyId(body.roomId) : null;
    const student = await getUserById(request.student.id);
    const decided = await decideRequest(
      session,
      await settings(),
      request,
      { outcome: body.outcome, reason: body.reason, to, leaving: body.leaving },
      student,
    );
    return {
      request: decided.request,
      booking: decided.booking,
      message:
        body.outcome === 'approved' ? messages.bookingRequests.approved : messages.bookingRequests.declined,
    };
  },
});
