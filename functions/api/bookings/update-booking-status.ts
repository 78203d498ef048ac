import { bookingStatusSchema, canTransition } from '#contract/bookings';
import * as messages from '#contract/messages';
import { conflict } from '../../platform/errors.ts';
import { staff } from '../../routes.ts';
import { bookingCancelledMail, bookingNotice } from '../../domain/notifications/templates/booking-news.ts';
import { checkOutWithoutInspection } from '../../domain/desk/check-out.ts';
import { endBookingBy } from '../../domain/bookings/end-booking.ts';
import { onBooking } from './find-booking.ts';

/**
 * PUT /bookings/{id}/status (staff): only the transitions of contract/bookings.ts (active → inactive,
 * cancelled or archived); anything else is 409 with the rule in the message. Completed is a check-out,
 * recorded by the desk like every other (decision 0050).
 */
export const updateBookingStatus = onBooking({
  route: 'PUT /bookings/{id}/status',
  access: staff,
  body: bookingStatusSchema,
  handle: async ({ record: booking, body, session }) => {
    if (!canTransition(booking.status, body.status))
      throw conflict(messages.bookingRefusals.invalidTransition(booking.status, body.status));
    if (body.status === 'inactive') {
      const done = await checkOutWithoutInspection(session, booking, { reason: body.reason || undefined });
      return { booking: done.archived, message: messages.bookings.statusUpdated };
    }
    const archived = await endBookingBy(
      session,
      booking,
      'booking.status',
      {
        status: body.status as Exclude<typeof body.status, 'active'>,
        reason: body.reason || messages.archiveReasons.statusChanged(body.status),
        ...(body.status === 'cancelled' && body.reason ? { cancellationReason: body.reason } : {}),
      },
      {
        tell: (ended) =>
          ended.status === 'cancelled' ? [bookingNotice(ended, bookingCancelledMail(ended))] : [],
      },
    );
    return { booking: archived, message: messages.bookings.statusUpdated };
  },
});
