import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { findBooking } from './find-booking.ts';

/** GET /bookings/{id} and /bookings/p/{publicId}: live or archived; a student only their own. */
export const getBookingOperation = defineOperation({
  method: 'GET',
  path: byIdAndPublicId('/bookings/{id}'),
  access: signedIn,
  own: true,
  params: entityRefSchema,
  handle: async ({ params, session }) => ({ booking: await findBooking(params, session) }),
});
