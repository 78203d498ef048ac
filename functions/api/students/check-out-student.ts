import * as messages from '#contract/messages';
import { conflict } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { actorOf, auditItems, bookingEntity } from '../../data/audit.ts';
import { currentBookingOf, endBooking } from '../../data/bookings.ts';
import { tellAfterCommit } from '../../domain/notifications/notices.ts';
import { bookingNotice, checkedOutMail } from '../../domain/notifications/templates/booking-news.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { findStudent } from './find-student.ts';
import { studentWrite } from './student-errors.ts';
import { bedsFreed } from '../../domain/waitlist/follow-up.ts';
import { wholeDepositBack } from '../../domain/bookings/end-booking.ts';

/**
 * POST /students/{id}/check-out (staff): ends the current booking as inactive (completed) and archives it,
 * returning the whole deposit in the same transaction (the desk's check-out is the one with deductions).
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
    const actor = actorOf(session);
    const at = new Date().toISOString();
    const deposit = await wholeDepositBack(booking);
    const archived = await studentWrite(() =>
      endBooking(
        booking,
        { status: 'inactive', reason: messages.bookings.archiveReasons.checkedOut, by: actor.id },
        (archived) =>
          auditItems({
            actor,
            action: 'student.checkOut',
            entity: bookingEntity(booking),
            before: { status: booking.status },
            after: { status: archived.status, archiveReason: archived.archiveReason },
          }),
        deposit(actor, at),
        at,
      ),
    );
    await tellAfterCommit([bookingNotice(archived, checkedOutMail(archived))]);
    await bedsFreed();
    return { message: messages.students.checkedOut };
  },
});
