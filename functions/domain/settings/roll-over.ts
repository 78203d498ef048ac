import * as messages from '#contract/messages';
import { auditItems } from '../../data/audit.ts';
import { activeBookingCount, activeBookingPage, endBookings } from '../../data/bookings.ts';
import {
  advanceRollOver,
  getRollOver,
  rollOverCountItem,
  setRollOverTotal,
  type RollOver,
  type RollOverNext,
} from '../../data/roll-over.ts';
import { queuePage, type Period } from '../../data/waitlist.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { closeRequestsOfEndedBookings } from '../booking-requests/overtaken.ts';
import { bedsFreed } from '../waitlist/follow-up.ts';
import { endPlaceWithPeriod } from '../waitlist/period-ended.ts';

/**
 * Active bookings or waitlist entries looked at per step: a step of bookings is about nine
 * transactions at most, one of the waitlist a transaction an entry, a few seconds either way, far
 * inside the jobs worker's timeout however large the hostel and its queues.
 */
export const rollOverPageSize = 200;

/**
 * One step of the semester roll-over `id`, on the next page of its phase: first it archives the active
 * bookings of other periods, then it takes every entry of the waitlists of the periods it leaves
 * behind off their queues (held beds go back, each student is told). Then it moves the stored cursor
 * past the page. Resumable and safe to run twice: a step that fails before moving the cursor runs
 * again on the same page, where the bookings it archived are no longer active and the entries it ended
 * are gone (each was ended in one transaction conditioned on it as read); of two runs of one step only
 * one moves the cursor. A roll-over replaced by a newer period change stops, at the latest after the
 * page it is on. True when another step is needed.
 */
export async function rollOverStep(id: string, pageSize = rollOverPageSize): Promise<boolean> {
  const rollOver = await getRollOver();
  if (!rollOver || rollOver.id !== id || rollOver.status === 'done') return false;
  const { checked, next } =
    rollOver.phase === 'bookings'
      ? await archiveBookings(rollOver, pageSize)
      : await endQueue(rollOver, pageSize);
  const advanced = await advanceRollOver(rollOver, checked, next);
  return advanced && next !== 'done';
}

/** After the last page of bookings or of a queue: the next queue, if any is left. */
const queuesFrom = (queues: Period[]): RollOverNext =>
  queues.length ? { phase: 'waitlist', queues, cursor: null } : 'done';

async function archiveBookings(
  rollOver: RollOver,
  pageSize: number,
): Promise<{ checked: number; next: RollOverNext }> {
  if (rollOver.total === null) await setRollOverTotal(rollOver.id, await activeBookingCount());
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
      rollOverCountItem(rollOver.id, batch.length),
    ],
  );
  return {
    checked: page.checked,
    next: page.next
      ? { phase: 'bookings', queues: rollOver.queues, cursor: page.next }
      : queuesFrom(rollOver.queues),
  };
}

/**
 * Ends the next page of the first queue left (docs/spec.md §10): nobody waits in a period that is over,
 * and a bed held for one would stay held until its offer expired, at the start of a semester.
 */
async function endQueue(
  rollOver: RollOver,
  pageSize: number,
): Promise<{ checked: number; next: RollOverNext }> {
  const [queue, ...rest] = rollOver.queues;
  if (!queue) return { checked: 0, next: 'done' };
  const page = await queuePage(queue, rollOver.cursor, pageSize);
  for (const entry of page.entries) await endPlaceWithPeriod(entry, rollOver);
  return {
    checked: 0,
    next: page.next ? { phase: 'waitlist', queues: rollOver.queues, cursor: page.next } : queuesFrom(rest),
  };
}

/**
 * Runs the next step of roll-over `rollOverId` and queues the one after (the roll-over job), until
 * done. The cursor lives in the stored roll-over, not the message: a run that fails (or whose re-queue
 * fails) is retried by SQS and carries on from wherever the last finished step left it, without
 * archiving or ending anything twice. Once done, the ended bookings' open requests are closed, and their
 * beds and those the old queues held go to the new period's waitlist.
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
