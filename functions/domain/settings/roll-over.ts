import * as messages from '#contract/messages';
import { auditItems } from '../../data/audit.ts';
import { activeBookingCount, activeBookingPage, endBookings } from '../../data/bookings.ts';
import { advanceRollOver, getRollOver, rollOverCountItem, setRollOverTotal } from '../../data/roll-over.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { closeRequestsOfEndedBookings } from '../booking-requests/overtaken.ts';
import { bedsFreed } from '../waitlist/follow-up.ts';

/**
 * Active bookings looked at per step: a step is about nine transactions at most, a few seconds, far
 * inside the jobs worker's timeout however many bookings the hostel has.
 */
export const rollOverPageSize = 200;

/**
 * One step of the semester roll-over `id`: archives the active bookings of other periods on the next
 * page, then moves the stored cursor past it. Resumable and safe to run twice: a step that fails before
 * moving the cursor runs again on the same page, where the bookings it archived are no longer active
 * (and each is archived with its count in one transaction); of two runs of one step only one moves the
 * cursor. A roll-over replaced by a newer period change stops. True when another step is needed.
 */
export async function rollOverStep(id: string, pageSize = rollOverPageSize): Promise<boolean> {
  const rollOver = await getRollOver();
  if (!rollOver || rollOver.id !== id || rollOver.status === 'done') return false;
  if (rollOver.total === null) await setRollOverTotal(id, await activeBookingCount());
  const page = await activeBookingPage(rollOver.cursor, pageSize);
  const ended = page.bookings.filter(
    (booking) => booking.academicYear !== rollOver.academicYear || booking.semester !== rollOver.semester,
  );
  await endBookings(
    ended,
    {
      status: 'archived',
      reason: messages.bookings.archiveReasons.rollOver(rollOver.academicYear, rollOver.semester),
      by: rollOver.by.id,
    },
    (batch) => [
      ...auditItems({
        actor: rollOver.by,
        action: 'booking.rollOver',
        entity: {
          type: 'booking',
          id: batch.map((booking) => booking.id).join(','),
          name: `${batch.length} booking${batch.length === 1 ? '' : 's'}`,
        },
        after: { archived: batch.length },
      }),
      rollOverCountItem(id, batch.length),
    ],
  );
  const advanced = await advanceRollOver(rollOver, page.checked, page.next);
  return advanced && page.next !== undefined;
}

/**
 * Runs the next step of roll-over `rollOverId` and queues the one after (the roll-over job), until
 * done. The cursor lives in the stored roll-over, not the message: a run that fails (or whose re-queue
 * fails) is retried by SQS and carries on from wherever the last finished step left it, without
 * archiving anything twice. Once done, the ended bookings' open requests are closed and their beds go
 * to the new period's waitlist.
 */
export async function continueRollOver({ rollOverId }: { rollOverId: string }): Promise<void> {
  if (await rollOverStep(rollOverId)) {
    await enqueue([{ kind: 'roll-over', payload: { rollOverId } }]);
    return;
  }
  const rollOver = await getRollOver();
  if (rollOver?.id === rollOverId) await closeRequestsOfEndedBookings(rollOver.by);
  await bedsFreed();
}
