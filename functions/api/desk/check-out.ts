import { checkOutSchema } from '#contract/desk';
import * as messages from '#contract/messages';
import { staff } from '../../routes.ts';
import { checkOut } from '../../domain/desk/check-out.ts';
import { shownReport } from '../../domain/desk/photos.ts';
import { forgetIncoming } from '../../domain/uploads/uploads.ts';
import { onActiveBooking } from '../bookings/find-booking.ts';

/**
 * POST /bookings/{id}/check-out (staff): the room's condition against check-in's (with photos, as at
 * check-in), the key, and the deposit's deductions with reasons; the booking ends and the deposit's remainder is refunded in the
 * same transaction.
 */
export const checkOutBooking = onActiveBooking({
  route: 'POST /bookings/{id}/check-out',
  access: staff,
  body: checkOutSchema,
  handle: async ({ record: booking, body, session, settings }) => {
    const current = await settings();
    const done = await checkOut(session, booking, body, current.currency);
    await forgetIncoming(done.incoming);
    const [checkedIn, checkedOut] = await Promise.all([
      shownReport(done.checkIn.items),
      shownReport(done.checkOut.items),
    ]);
    return {
      booking: done.archived,
      stay: {
        bookingId: booking.id,
        checkIn: { ...done.checkIn, items: checkedIn },
        checkOut: { ...done.checkOut, items: checkedOut },
      },
      message: messages.desk.checkedOut,
    };
  },
});
