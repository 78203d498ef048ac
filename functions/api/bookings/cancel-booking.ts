import { cancelBookingSchema } from '#contract/bookings';
import * as messages from '#contract/messages';
import { staff } from '../../routes.ts';
import { bookingCancelledMail, bookingNotice } from '../../domain/notifications/templates/booking-news.ts';
import { cancelBookingBy } from '../../domain/bookings/end-booking.ts';
import { onActiveBooking } from './find-booking.ts';

/** POST /bookings/{id}/cancel (staff): ends the booking as cancelled, with the reason, in the archive. */
export const cancelBookingOperation = onActiveBooking({
  route: 'POST /bookings/{id}/cancel',
  access: staff,
  body: cancelBookingSchema,
  handle: async ({ record: booking, body, session }) => {
    const archived = await cancelBookingBy(session, booking, body.cancellationReason, {
      tell: (ended) => [bookingNotice(ended, bookingCancelledMail(ended))],
    });
    return { booking: archived, message: messages.bookings.cancelled };
  },
});
