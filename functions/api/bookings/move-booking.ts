import { moveBookingSchema } from '#contract/bookings';
import * as messages from '#contract/messages';
import { conflict } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { actorOf, auditItems, bookingName } from '../../data/audit.ts';
import { moveBooking } from '../../data/bookings.ts';
import { changedStudent, studentRecordPut } from '../../data/students.ts';
import { getUserById } from '../../data/users.ts';
import { tellAfterCommit } from '../../domain/notifications/notices.ts';
import { bookingMovedMail, bookingNotice } from '../../domain/notifications/templates/booking-news.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { findRoomByAnyId } from '../rooms/find-room.ts';
import { bookingWrite } from '../../domain/bookings/booking-errors.ts';
import { findActiveBooking } from './find-booking.ts';
import { bedsFreed } from '../../domain/waitlist/follow-up.ts';

/**
 * PUT /bookings/{id}/room (staff): moves an active booking to a room with a free bed, in one
 * transaction, optionally changing the student's gender with it (contract/bookings.ts moveBookingSchema).
 */
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
    // A new gender travels with the move: the new room is taken for it, and the record changes in the
    // same transaction, guarded by the record as read.
    const newGender = student && body.gender && body.gender !== student.gender ? body.gender : null;
    const moved = await bookingWrite(
      () =>
        moveBooking({
          booking,
          to,
          gender: newGender ?? student?.gender ?? null,
          extra: newGender
            ? [studentRecordPut(student!, changedStudent(student!, { gender: newGender }))]
            : [],
          audit: (after) =>
            auditItems({
              actor: actorOf(session),
              action: 'booking.move',
              entity: {
                type: 'booking',
                id: booking.id,
                name: bookingName(after),
                publicId: booking.publicId,
              },
              before: {
                roomNumber: booking.room.roomNumber,
                ...(newGender ? { gender: student!.gender } : {}),
              },
              after: { roomNumber: after.room.roomNumber, ...(newGender ? { gender: newGender } : {}) },
            }),
        }),
      { byStaff: true, designation: to.genderDesignation },
    );
    await tellAfterCommit([bookingNotice(moved, bookingMovedMail(moved, booking.room))]);
    await bedsFreed();
    return { booking: moved, message: messages.bookings.updated };
  },
});
