import * as messages from '#contract/messages';
import { auditItems } from '../../data/audit.ts';
import { activeBookingCount, activeBookingPage, endBookings } from '../../data/bookings.ts';
import {
  advanceRollOver,
  getRollOver,
  rollOverCountItem,
  setRollOverTotal,
  type RollOver,
} from '../../data/roll-over.ts';
import { queuePage, type Period } from '../../data/waitlist.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { racingWritesSettleSeconds } from '../../platform/settling.ts';
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
 * One step of the semester roll-over `id`, on the next page of its pass: first it archives the active
 * bookings of other periods, then it takes every entry of the waitlists of the periods it leaves
 * behind off their queues (held beds go back, each student is told). Then it moves the stored cursor
 * past the page. Resumable and safe to run twice: a step that fails before moving the cursor runs
 * again on the same page, where the bookings it archived are no longer active and the entries it ended
 * are gone (each was ended in one transaction conditioned on it as read); of two runs of one step only
 * one moves the cursor. A roll-over replaced by a newer period change stops, at the latest after the
 * page it is on. True when another step is needed at once.
 *
 * After this first pass comes the settle pass, the same again, queued here to begin at `settlesAt`:
 * `racingWritesSettleSeconds` after the first step, which runs once the change has committed. A
 * booking, offer or join that read the old period ends within its function's timeout of that read, so
 * by then whatever it wrote behind the first pass is there (and in the index the bookings are read
 * through) for the settle pass to end. Checking the period in each of those writes instead would put
 * the one settings item in every booking's transaction, and DynamoDB cancels transactions that meet
 * on an item (docs/decisions/0071).
 */
export async function rollOverStep(id: string, pageSize = rollOverPageSize): Promise<boolean> {
  const rollOver = await getRollOver();
  if (!rollOver || rollOver.id !== id || rollOver.status === 'done') return false;
  const settlesAt =
    rollOver.settlesAt ?? new Date(Date.now() + racingWritesSettleSeconds * 1000).toISOString();
  const { checked, next } =
    rollOver.phase === 'bookings'
      ? await archiveBookings(rollOver, pageSize)
      : await endQueue(rollOver, pageSize);
  if (next !== 'passed')
    return advanceRollOver(rollOver, checked, { ...next, settlesAt, settling: rollOver.settling });
  if (rollOver.settling) {
    await advanceRollOver(rollOver, checked, 'done');
    return false;
  }
  // Queued before it is recorded: a retry of this step after the queue failed does the page again and
  // queues the settle pass again, where a recorded one queued nowhere would begin at the next step.
  // The delay is far below the 900 s SQS allows.
  const wait = Math.max(0, Math.ceil((Date.parse(settlesAt) - Date.now()) / 1000));
  await enqueue([{ kind: 'roll-over', payload: { rollOverId: id } }], { delaySeconds: wait });
  await advanceRollOver(rollOver, checked, {
    phase: 'bookings',
    queues: rollOver.leftBehind,
    cursor: null,
    settlesAt,
    settling: true,
  });
  return false;
}

/** Where a pass goes after a page: the next page, or past its last one. */
type PassNext = Pick<RollOver, 'phase' | 'queues' | 'cursor'> | 'passed';

/** After the last page of bookings or of a queue: the next queue, if any is left. */
const queuesFrom = (queues: Period[]): PassNext =>
  queues.length ? { phase: 'waitlist', queues, cursor: null } : 'passed';

async function archiveBookings(
  rollOver: RollOver,
  pageSize: number,
): Promise<{ checked: number; next: PassNext }> {
  if (rollOver.total === null) await setRollOverTotal(rollOver.id, await activeBookingCount());
  const page = await activeBookingPage(rollOver.cursor, pageSize);
  const ended = page.bookings.filter(
    (booking) => booking.academicYear !== rollOver.academicYear || booking.semester !== rollOver.semester,
  );
  await endBookings(
    ended,
    {
      status: 'archived',
      reason: messages.archiveReasons.rollOver(rollOver.academicYear, rollOver.semester),
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
    // The progress shown is the first pass's, over the bookings active when it began (`total`).
    checked: rollOver.settling ? 0 : page.checked,
    next: page.next
      ? { phase: 'bookings', queues: rollOver.queues, cursor: page.next }
      : queuesFrom(rollOver.queues),
  };
}

/**
 * Ends the next page of the first queue left (docs/spec.md §10): nobody waits in a period that is over,
 * and a bed held for one would stay held until its offer expired, at the start of a semester.
 */
async function endQueue(rollOver: RollOver, pageSize: number): Promise<{ checked: number; next: PassNext }> {
  const [queue, ...rest] = rollOver.queues;
  if (!queue) return { checked: 0, next: 'passed' };
  const page = await queuePage(queue, rollOver.cursor, pageSize);
  for (const entry of page.entries) await endPlaceWithPeriod(entry, rollOver);
  return {
    checked: 0,
    next: page.next ? { phase: 'waitlist', queues: rollOver.queues, cursor: page.next } : queuesFrom(rest),
  };
}

/**
 * Runs the next step of roll-over `rollOverId` and queues the one after (the roll-over job), until
 * done; the settle pass is queued by the step that ends the first. The cursor lives in the stored
 * roll-over, not the message: a run that fails (or whose re-queue fails) is retried by SQS and carries
 * on from wherever the last finished step left it, without archiving or ending anything twice. Once a
 * pass is over, the ended bookings' open requests are closed, and their beds and those the old queues
 * held go to the new period's waitlist: what the first pass freed need not wait for the settle pass,
 * at the start of a semester.
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
