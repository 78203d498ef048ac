import * as messages from '#contract/messages';
import { staff } from '../../routes.ts';
import { endBookingBy } from '../../domain/bookings/end-booking.ts';
import { onActiveBooking } from './find-booking.ts';

/**
 * DELETE /bookings/{id} (staff): nothing is hard-lost, so deleting an active booking frees its bed and
 * moves it to the archive as archived; an already ended booking stays in the archive (409).
 */
export const deleteBookingOperation = onActiveBooking({
  route: 'DELETE /bookings/{id}',
  access: staff,
  handle: async ({ record: booking, session }) => {
    await endBookingBy(session, booking, 'booking.delete', {
      status: 'archived',
      reason: messages.archiveReasons.deleted,
    });
    return { message: messages.bookings.deleted };
  },
});
