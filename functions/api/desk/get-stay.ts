import type { BookingStayResponse } from '#contract/desk';
import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { deskOf } from '../../data/desk.ts';
import { ledgerOf } from '../../data/ledger.ts';
import { depositHeldBy } from '../../domain/money/booking-charges.ts';
import { shownStay } from '../../domain/desk/photos.ts';
import { bookingStayOf } from '../../domain/desk/stay-days.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { findBooking } from '../bookings/find-booking.ts';

/**
 * GET /bookings/{id}/stay: the booking's days, check-in and check-out (their photos as short-lived
 * links), and the deposit it holds; a student only their own.
 */
export const getBookingStay = defineOperation({
  method: 'GET',
  path: byIdAndPublicId('/bookings/{id}/stay'),
  access: signedIn,
  own: true,
  params: entityRefSchema,
  handle: async ({ params, session, settings }): Promise<BookingStayResponse> => {
    const booking = await findBooking(params, session);
    const [desk, current, ledger] = await Promise.all([
      deskOf(booking.id),
      settings(),
      ledgerOf(booking.studentId),
    ]);
    const held = depositHeldBy(booking, ledger.entries);
    return {
      stay: await shownStay(bookingStayOf(booking, desk, current)),
      deposit: { held: held.amount, currency: held.currency },
    };
  },
});
