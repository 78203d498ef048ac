import { cancelBookingSchema } from '#contract/bookings';
import * as messages from '#contract/messages';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { bookingCancelledMail, bookingNotice } from '../../domain/notifications/templates/booking-news.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { endBookingBy } from '../../domain/bookings/end-booking.ts';
import { findActiveBooking } from './find-booking.ts';

/** POST /bookings/{id}/cancel (staff): ends the booking as cancelled, with the reason, in the archive. */
export const cancelBookingOperation = defineOperation({
  method: 'POST',
  path: byIdAndPublicId('/bookings/{id}/cancel'),
  access: staff,
  params: entityRefSchema,
  body: cancelBookingSchema,
  handle: async ({ params, body, session }) => {
    const booking = await findActiveBooking(params, session);
    const archived = await endBookingBy(
      session,
      booking,
      'booking.cancel',
      {
        status: 'cancelled',
        reason: messages.bookings.archiveReasons.cancelled,
        cancellationReason: body.cancellationReason,
      },
      { tell: (ended) => [bookingNotice(ended, bookingCancelledMail(ended))] },
    );
    return { booking: archived, message: messages.bookings.cancelled };
  },
});
