import * as messages from '#contract/messages';
import { conflict } from '../../platform/errors.ts';
import { staff } from '../../routes.ts';
import { currentBookingOf } from '../../data/bookings.ts';
import { checkOutWithoutInspection } from '../../domain/desk/check-out.ts';
import { onStudent } from './find-student.ts';

/**
 * POST /students/{id}/check-out (staff; the bookings list's Check Out and the students list's bulk one):
 * ends the current booking as Completed with the desk's record of a check-out without inspection and the
 * whole deposit back, in one transaction (decision 0050); the desk's own check-out is the one with the
 * key, the condition and deductions.
 */
export const checkOutStudent = onStudent({
  route: 'POST /students/{id}/check-out',
  access: staff,
  handle: async ({ record: user, session }) => {
    const booking = await currentBookingOf(user.id);
    if (!booking) throw conflict(messages.students.noActiveBooking);
    await checkOutWithoutInspection(session, booking);
    return { message: messages.students.checkedOut };
  },
});
