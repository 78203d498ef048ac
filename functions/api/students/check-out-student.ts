import * as messages from '#contract/messages';
import { conflict } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { currentBookingOf } from '../../data/bookings.ts';
import { endBookingBy } from '../../domain/bookings/end-booking.ts';
import { tellAfterCommit } from '../../domain/notifications/notices.ts';
import { bookingNotice, checkedOutMail } from '../../domain/notifications/templates/booking-news.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { findStudent } from './find-student.ts';

/**
 * POST /students/{id}/check-out (staff): ends the current booking as inactive (completed) and archives it,
 * the way every staff ending does (endBookingBy), which returns the whole deposit in the same transaction
 * (the desk's check-out is the one with deductions).
 */
export const checkOutStudent = defineOperation({
  method: 'POST',
  path: byIdAndPublicId('/students/{id}/check-out'),
  access: staff,
  params: entityRefSchema,
  handle: async ({ params, session }) => {
    const user = await findStudent(params, session);
    const booking = await currentBookingOf(user.id);
    if (!booking) throw conflict(messages.students.noActiveBooking);
    const archived = await endBookingBy(session, booking, 'student.checkOut', {
      status: 'inactive',
      reason: messages.bookings.archiveReasons.checkedOut,
    });
    await tellAfterCommit([bookingNotice(archived, checkedOutMail(archived))]);
    return { message: messages.students.checkedOut };
  },
});
