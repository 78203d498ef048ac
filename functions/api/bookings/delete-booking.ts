import * as messages from '#contract/messages';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { endBookingBy } from '../../domain/bookings/end-booking.ts';
import { findActiveBooking } from './find-booking.ts';

/**
 * DELETE /bookings/{id} (staff): nothing is hard-lost, so deleting an active booking frees its bed and
 * moves it to the archive as archived; an already ended booking stays in the archive (409).
 */
export const deleteBookingOperation = defineOperation({
  method: 'DELETE',
  path: byIdAndPublicId('/bookings/{id}'),
  access: staff,
  params: entityRefSchema,
  handle: async ({ params, session }) => {
    const booking = await findActiveBooking(params, session);
    await endBookingBy(session, booking, 'booking.delete', {
      status: 'archived',
      reason: messages.bookings.archiveReasons.deleted,
    });
    return { message: messages.bookings.deleted };
  },
});
