import type { ClearBookingsResponse } from '#contract/bookings';
import * as messages from '#contract/messages';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { actorOf } from '../../data/audit.ts';
import { clearAllBookings } from '../../domain/bookings/clear-bookings.ts';

/**
 * DELETE /bookings (staff): archives every active booking, the rest in the background when there are
 * more than the request has time for (functions/domain/bookings/clear-bookings.ts).
 */
export const clearBookings = defineOperation({
  route: 'DELETE /bookings',
  access: staff,
  handle: async ({ session }): Promise<ClearBookingsResponse> => {
    const { archived, pending } = await clearAllBookings(actorOf(session));
    const message = pending
      ? messages.bookings.clearContinues(archived)
      : messages.bookings.cleared(archived);
    return { message, archived, pending };
  },
});
