import {
  bookingRequestForStudent,
  type BookingRequestForStudent,
  type BookingRequestsResponse,
} from '#contract/booking-requests';
import { requestsOfBooking } from '../../data/booking-requests.ts';
import { signedIn } from '../../routes.ts';
import { asSeenBy } from '../http/as-seen-by.ts';
import { onBooking } from './find-booking.ts';

/** GET /bookings/{id}/requests: a booking's requests and their outcomes, newest first; a student only their own. */
export const listBookingRequests = onBooking({
  route: 'GET /bookings/{id}/requests',
  access: signedIn,
  own: true,
  handle: async ({
    record: booking,
    session,
  }): Promise<BookingRequestsResponse | BookingRequestsResponse<BookingRequestForStudent>> => {
    const requests = await requestsOfBooking(booking.id);
    return { requests: asSeenBy(session, requests, (all) => all.map(bookingRequestForStudent)) };
  },
});
