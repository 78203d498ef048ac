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
import { longestTimeoutSeconds } from '../../../infra/cdk/function-needs.ts';
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
 * How long after the roll-over's first step a write that read the period before can still land. Each
 * booking, offer and join reads the period, then commits inside the same Lambda invocation, so it lands
 * within its function's timeout of the read, or never: the longest of them bounds it. The first step is
 * queued after the change committed, so a write that read the old period read it before that step.
 * The margin covers the index the bookings pass reads (GSI2, eventually consistent) catching up with
 * such a write, and clocks that differ a little between Lambda hosts. A pass that begins after this
 * misses nothing of the old period; so the roll-over passes once more then, instead of making every
 * write of the hostel check the period in its transaction (one settings item in every booking's
 * transaction: DynamoDB would cancel those that meet on it, docs/decisions/0071).
 */
export const rollOverSettleSeconds = longestTimeoutSeconds + 30;

/** SQS holds a message back for 900 s at most; a longer wait is waited out in turns. */
const maxDelaySeconds = 900;

/**
 * One step of the semester roll-over `id` at `at`, on the next page of its pass: first it archives the
 * active bookings of other periods, then it takes every entry of the waitlists of the periods it
 * leaves behind off their queues (held beds go back, each student is told). Then it moves the stored
 * cursor past the page. After the first pass comes the settle pass, the same again, which begins no
 * earlier than `settlesAt` (rollOverSettleSeconds): it ends what a booking, offer or join that read
 * the old period committed after the first pass had gone by. Resumable and safe to run twice: a step
 * that fails before moving the cursor runs again on the same page, where the bookings it archived are
 * no longer active and the entries it ended are gone (each was ended in one transaction conditioned on
 * it as read); of two runs of one step only one moves the cursor. A roll-over replaced by a newer
 * period change stops, at the latest after the page it is on. Answers how many seconds to wait before
 * the next step (0: at once), or null when there is none.
 */
export async function rollOverStep(
  id: string,
  pageSize = rollOverPageSize,
  at = new Date(),
): Promise<number | null> {
  const rollOver = await getRollOver();
  if (!rollOver || rollOver.id !== id || rollOver.status === 'done') return null;
  const settlesAt = rollOver.settlesAt ?? new Date(at.getTime() + rollOverSettleSeconds * 1000).toISOString();
  // A settle pass woken early (a retried step whose delayed re-queue failed) waits out the rest.
  if (rollOver.settling && at.toISOString() < settlesAt) return secondsUntil(settlesAt, at);
  const { checked, next } =
    rollOver.phase === 'bookings'
      ? await archiveBookings(rollOver, pageSize)
      : await endQueue(rollOver, pageSize);
  if (next !== 'passed') {
    const advanced = await advanceRollOver(rollOver, checked, {
      ...next,
      settlesAt,
      settling: rollOver.settling,
    });
    return advanced ? 0 : null;
  }
  if (rollOver.settling) {
    await advanceRollOver(rollOver, checked, 'done');
    return null;
  }
  const settle: RollOverNext = {
    phase: 'bookings',
    queues: rollOver.leftBehind,
    cursor: null,
    settlesAt,
    settling: true,
  };
  return (await advanceRollOver(rollOver, checked, settle)) ? secondsUntil(settlesAt, at) : null;
}

const secondsUntil = (iso: string, at: Date) =>
  Math.min(maxDelaySeconds, Math.max(0, Math.ceil((Date.parse(iso) - at.getTime()) / 1000)));

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
 * Runs the next step of roll-over `rollOverId` and queues the one after (the roll-over job): at once,
 * or before the settle pass held back until its time (SQS delivers it no earlier). The cursor lives in
 * the stored roll-over, not the message: a run that fails (or whose re-queue fails) is retried by SQS
 * and carries on from wherever the last finished step left it, without archiving or ending anything
 * twice. While the settle pass waits, and once it is done, the ended bookings' open requests are
 * closed, and their beds and those the old queues held go to the new period's waitlist: what the
 * first pass freed need not wait for the settle pass, at the start of a semester.
 */
export async function continueRollOver(
  { rollOverId }: { rollOverId: string },
  at = new Date(),
): Promise<void> {
  const wait = await rollOverStep(rollOverId, rollOverPageSize, at);
  if (wait !== null) await enqueue([{ kind: 'roll-over', payload: { rollOverId } }], { delaySeconds: wait });
  if (wait === 0) return;
  const rollOver = await getRollOver();
  if (rollOver?.id === rollOverId) await closeRequestsOfEndedBookings(rollOver.by);
  await bedsFreed();
}
