import { bookingStatusSchema, canTransition } from '#contract/bookings';
import * as messages from '#contract/messages';
import { conflict } from '../../platform/errors.ts';
import { staff } from '../../routes.ts';
import { tellAfterCommit } from '../../domain/notifications/notices.ts';
import { bookingCancelledMail, bookingNotice } from '../../domain/notifications/templates/booking-news.ts';
import { checkedOutNotice } from '../../domain/notifications/templates/desk.ts';
import { checkOutWithoutInspection } from '../../domain/desk/check-out.ts';
import { endBookingBy } from '../../domain/bookings/end-booking.ts';
import { onBooking } from './find-booking.ts';

/**
 * PUT /bookings/{id}/status (staff): only the transitions of contract/bookings.ts (active → inactive,
 * cancelled or archived); anything else is 409 with the rule in the message. Completed is a check-out,
 * recorded by the desk like every other (decision 0050).
 */
export const updateBookingStatus = onBooking({
  method: 'PUT',
  path: '/bookings/{id}/status',
  access: staff,
  body: bookingStatusSchema,
  handle: async ({ record: booking, body, session }) => {
    if (!canTransition(booking.status, body.status))
      throw conflict(messages.bookings.invalidTransition(booking.status, body.status));
    if (body.status === 'inactive') {
      const done = await checkOutWithoutInspection(session, booking, { reason: body.reason || undefined });
      await tellAfterCommit([checkedOutNotice(done.archived, done.checkOut)]);
      return { booking: done.archived, message: messages.bookings.statusUpdated };
    }
    const archived = await endBookingBy(session, booking, 'booking.status', {
      status: body.status as Exclude<typeof body.status, 'active'>,
      reason: body.reason || messages.bookings.archiveReasons.statusChanged(body.status),
      ...(body.status === 'cancelled' && body.reason ? { cancellationReason: body.reason } : {}),
    });
    if (archived.status === 'cancelled')
      await tellAfterCommit([bookingNotice(archived, bookingCancelledMail(archived))]);
    return { booking: archived, message: messages.bookings.statusUpdated };
  },
});
