import { messages } from '#contract/messages';
import { defineOperation } from '../../core/http/operation.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import { activeBookings, endBookings } from '../../data/bookings.ts';
import { bedsFreed } from '../../waitlist/follow-up.ts';

/**
 * DELETE /bookings (staff): archives every active booking. DynamoDB takes 100 items per transaction, so
 * this runs in batches (data/bookings.ts endingBatchSize), each batch one transaction that archives its
 * bookings, frees their beds and records one audit entry; a booking changed meanwhile is retried alone.
 */
export const clearBookings = defineOperation({
  handle: async ({ session }) => {
    const actor = actorOf(session!);
    const archived = await endBookings(
      await activeBookings(),
      { status: 'archived', reason: messages.bookings.archiveReasons.cleared, by: actor.id },
      (batch) =>
        auditItems({
          actor,
          action: 'booking.clearAll',
          entity: { type: 'booking', id: batch.map((booking) => booking.id).join(',') },
          after: { archived: batch.length },
        }),
    );
    if (archived) await bedsFreed();
    return { message: messages.bookings.cleared(archived), archived };
  },
});
