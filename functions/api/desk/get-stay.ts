import { stayForStudent, type BookingStayForStudent, type BookingStayResponse } from '#contract/desk';
import { signedIn } from '../../routes.ts';
import { deskOf } from '../../data/desk.ts';
import { ledgerOf } from '../../data/ledger.ts';
import { depositHeldBy } from '../../domain/money/booking-charges.ts';
import { shownStay } from '../../domain/desk/photos.ts';
import { bookingStayOf } from '../../domain/desk/stay-days.ts';
import { onBooking } from '../bookings/find-booking.ts';
import { asSeenBy } from '../http/as-seen-by.ts';

/**
 * GET /bookings/{id}/stay: the booking's days, check-in and check-out (their photos as short-lived
 * links), and the deposit it holds; a student only their own, naming the desk staff without ids.
 */
export const getBookingStay = onBooking({
  route: 'GET /bookings/{id}/stay',
  access: signedIn,
  own: true,
  handle: async ({
    record: booking,
    session,
    settings,
  }): Promise<BookingStayResponse | BookingStayResponse<BookingStayForStudent>> => {
    const [desk, current, ledger] = await Promise.all([
      deskOf(booking.id),
      settings(),
      ledgerOf(booking.studentId),
    ]);
    const held = depositHeldBy(booking, ledger.entries);
    return {
      stay: asSeenBy(session, await shownStay(bookingStayOf(booking, desk, current)), stayForStudent),
      deposit: { held: held.amount, currency: held.currency },
    };
  },
});
