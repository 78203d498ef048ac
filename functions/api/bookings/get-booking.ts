import { bookingForStudent, type BookingResponse } from '#contract/bookings';
import { signedIn } from '../../routes.ts';
import { asSeenBy } from '../http/as-seen-by.ts';
import { onBooking } from './find-booking.ts';

/** GET /bookings/{id} and /bookings/p/{publicId}: live or archived; a student only their own. */
export const getBookingOperation = onBooking({
  route: 'GET /bookings/{id}',
  access: signedIn,
  own: true,
  handle: async ({ record: booking, session }): Promise<BookingResponse> => ({
    booking: asSeenBy(session, booking, bookingForStudent),
  }),
});
