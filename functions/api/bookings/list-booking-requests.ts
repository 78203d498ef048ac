import type { BookingRequestsResponse } from '#contract/booking-requests';
import { requestsOfBooking } from '../../data/booking-requests.ts';
import { signedIn } from '../../routes.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { defineOperation } from '../http/operation.ts';
import { findBooking } from './find-booking.ts';

/** GET /bookings/{id}/requests: a booking's requests and their outcomes, newest first; a student only their own. */
export const listBookingRequests = defineOperation({
  method: 'GET',
  path: byIdAndPublicId('/bookings/{id}/requests'),
  access: signedIn,
  own: true,
  params: entityRefSchema,
  handle: async ({ params, session }): Promise<BookingRequestsResponse> => {
    const booking = await findBooking(params, session);
    return { requests: await requestsOfBooking(booking.id) };
  },
});
