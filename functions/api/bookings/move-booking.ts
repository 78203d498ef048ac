import { moveBookingSchema } from '#contract/bookings';
import { messages } from '#contract/messages';
import { conflict } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import { moveBooking } from '../../data/bookings.ts';
import { getUserById } from '../../data/users.ts';
import { mailAfterCommit } from '../../domain/notifications/after-commit.ts';
import { bookingMovedMail } from '../../domain/notifications/templates/booking-news.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { findRoomByAnyId } from '../rooms/find-room.ts';
import { bookingWrite } from '../../domain/bookings/booking-errors.ts';
import { findActiveBooking } from './find-booking.ts';
import { bedsFreed } from '../../domain/waitlist/follow-up.ts';

/** PUT /bookings/{id}/room (staff): moves an active booking to a room with a free bed, in one transaction. */
export const moveBookingOperation = defineOperation({
  method: 'PUT',
  path: byIdAndPublicId('/bookings/{id}/room'),
  access: staff,
  params: entityRefSchema,
  body: moveBookingSchema,
  handle: async ({ params, body, session }) => {
    const booking = await findActiveBooking(params, session);
    const to = await findRoomByAnyId(body.roomId);
    if (to.id === booking.roomId) throw conflict(messages.bookings.sameRoom);
    const student = await getUserById(booking.studentId);
    const moved = await bookingWrite(
      () =>
        moveBooking({
          booking,
          to,
          gender: student?.gender ?? null,
          audit: (after) =>
            auditItems({
              actor: actorOf(session),
              action: 'booking.move',
              entity: { type: 'booking', id: booking.id },
              before: { roomId: booking.roomId, roomNumber: booking.room.roomNumber },
              after: { roomId: after.roomId, roomNumber: after.room.roomNumber },
            }),
        }),
      { byStaff: true, designation: to.genderDesignation },
    );
    await mailAfterCommit([bookingMovedMail(moved, booking.room)]);
    await bedsFreed();
    return { booking: moved, message: messages.bookings.updated };
  },
});
