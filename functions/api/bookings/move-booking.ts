import { moveBookingSchema } from '#contract/bookings';
import * as messages from '#contract/messages';
import { conflict } from '../../platform/errors.ts';
import { staff } from '../../routes.ts';
import { getUserById } from '../../data/users.ts';
import { bookingMovedMail, bookingNotice } from '../../domain/notifications/templates/booking-news.ts';
import { moveBookingBy } from '../../domain/bookings/move-booking.ts';
import { findRoomByAnyId } from '../rooms/find-room.ts';
import { onActiveBooking } from './find-booking.ts';

/**
 * PUT /bookings/{id}/room (staff): moves an active booking to a room with a free bed, in one
 * transaction, optionally changing the student's gender with it (contract/bookings.ts moveBookingSchema),
 * charging or crediting the rent difference, and filing the check-in of a student checked in with how
 * they left its room (domain/bookings/move-booking.ts).
 */
export const moveBookingOperation = onActiveBooking({
  route: 'PUT /bookings/{id}/room',
  access: staff,
  body: moveBookingSchema,
  handle: async ({ record: booking, body, session, settings }) => {
    const to = await findRoomByAnyId(body.roomId);
    if (to.id === booking.roomId) throw conflict(messages.bookingRefusals.sameRoom);
    const student = await getUserById(booking.studentId);
    // A new gender travels with the move: the new room is taken for it, and the record changes in the
    // same transaction, guarded by the record as read.
    const newGender = student && body.gender && body.gender !== student.gender ? body.gender : null;
    const moved = await moveBookingBy(session, await settings(), {
      booking,
      to,
      student,
      newGender,
      leaving: body.leaving,
      // `leaving` is recorded exactly when given (a move refuses it of a student not checked in and
      // needs it of one checked in), and the notice is written in the move's transaction.
      tell: (after) => [bookingNotice(after, bookingMovedMail(after, booking.room, body.leaving))],
    });
    return { booking: moved, message: messages.bookings.updated };
  },
});
