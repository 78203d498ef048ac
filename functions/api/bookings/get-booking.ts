import { defineOperation } from '../http/operation.ts';
import { entityRefSchema } from '../entity-ref.ts';
import { findBooking } from './find-booking.ts';

/** GET /bookings/{id} and /bookings/p/{publicId}: live or archived; a student only their own. */
export const getBookingOperation = defineOperation({
  params: entityRefSchema,
  handle: async ({ params, session }) => ({ booking: await findBooking(params, session!) }),
});
