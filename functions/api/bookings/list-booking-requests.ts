import type { BookingRequestsResponse } from '#contract/booking-requests';
import { requestsOfBooking } from '../../data/booking-requests.ts';
import { signedIn } from '../../routes.ts';
import { onBooking } from './find-booking.ts';

/** GET /bookings/{id}/requests: a booking's requests and their outcomes, newest first; a student only their own. */
export const listBookingRequests = onBooking({
  route: 'GET /bookings/{id}/requests',
  access: signedIn,
  own: true,
  handle: async ({ record: booking }): Promise<BookingRequestsResponse> => {
    return { requests: await requestsOfBooking(booking.id) };
  },
});
