import type { jobPayloads, AnnouncedLockdown } from '#contract/jobs';
import type * as z from '#contract/zod';
import { connectionPage, type Recipient } from '../../data/connections.ts';
import { getSettings } from '../../data/settings.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { logger } from '../../platform/observability.ts';
import { closeConnections, deliveryConcurrency, pushTo } from '../realtime/broadcast.ts';
import { lockdownAnnouncement } from './announcement.ts';

/**
 * Connections per push job: a fifth of a second at a worker's pace (PUSH_RATE), and about 15 KB of
 * message, far inside SQS's 256 KB. Five workers each run a batch of such jobs side by side, so the
 * fan-out's time is that of the stage's share of API Gateway's rate, not of every connection in turn.
 */
export const pushBatchSize = 250;

/**
 * How long students' sockets stay open after their event: the fan-out's pushes go first. Closes share
 * the lockdown queue's five workers and the pace with the pushes, so a close that started while pushes
 * still waited would hold them back: at the stage's share (8,000 calls a second) 15 s covers the pushes
 * of 100,000 tabs, and a two-core machine's 20,000 (about 12 s). The students' sessions are revoked
 * already, so the wait opens nothing.
 */
export const closeDelaySeconds = 15;

/**
 * Whether the switch is still the lockdown's current state. A later switch has its own fan-out, and an
 * event of this one arriving after it would tell browsers the opposite of the truth. Read consistently:
 * the first jobs run a moment after the switch is stored, when a read that may answer as before it would
 * drop every push of the switch as out of date (decision 0090).
 */
async function stillCurrent(announced: AnnouncedLockdown): Promise<boolean> {
  const { emergencyLockdown } = await getSettings({ consistent: true });
  return emergencyLockdown.changedAt === announced.changedAt && emergencyLockdown.active === announced.active;
}

/**
 * The fan-out of a lockdown switch, one page of open connections per run: it queues a push job per
 * batch of the page and, when there are more, itself again from the next page, so the pages' pushes
 * run side by side while the rest are still being read. A repeated run queues the same batches again;
 * a browser told twice shows the same thing.
 */
export async function fanOutLockdown(
  payload: z.output<(typeof jobPayloads)['lockdown-fan-out']>,
): Promise<void> {
  if (await stillCurrent(payload.announced)) await fanOutPage(payload);
}

/**
 * One page of the fan-out, for a switch known to be current: the switch runs the first itself, having
 * just stored it, so the first pushes are queued without a queue's hop and a worker's cold start first.
 */
export async function fanOutPage({
  announced,
  cursor,
}: z.output<(typeof jobPayloads)['lockdown-fan-out']>): Promise<void> {
  const page = await connectionPage(cursor);
  const batches: Recipient[][] = [];
  for (let start = 0; start < page.recipients.length; start += pushBatchSize)
    batches.push(page.recipients.slice(start, start + pushBatchSize));
  await enqueue([
    ...(page.next ? [{ kind: 'lockdown-fan-out' as const, payload: { announced, cursor: page.next } }] : []),
    ...batches.map((recipients) => ({
      kind: 'lockdown-push' as const,
      payload: { announced, recipients },
    })),
  ]);
}

/**
 * Pushes one batch of a lockdown switch's fan-out: staff hear the reason, students only the event
 * (./announcement.ts). A push that fails is counted and logged by pushTo,
 * never retried as a whole, so the rest of the batch is not told twice. The students told are closed by
 * a job of their own, held back `closeDelaySeconds`: closing is as many calls to the management API as
 * telling, and shares its rate and the worker's concurrency, so no one should wait for the news behind
 * a close. Their sessions are already revoked, so the wait opens nothing.
 */
export async function pushLockdown({
  announced,
  recipients,
}: z.output<(typeof jobPayloads)['lockdown-push']>): Promise<void> {
  if (!(await stillCurrent(announced))) return;
  const { toClose, ...outcome } = await pushTo(
    recipients,
    lockdownAnnouncement(announced),
    deliveryConcurrency,
  );
  if (outcome.failed > 0 || outcome.gone > 0) logger.info('lockdown push batch', { ...outcome });
  if (toClose.length > 0)
    await enqueue([{ kind: 'lockdown-close', payload: { connections: toClose } }], {
      delaySeconds: closeDelaySeconds,
    });
}

/**
 * Closes the sockets of students a lockdown has signed out, once they have been told. It runs even if
 * the lockdown has been lifted since: lifting moves the lockdown epoch again, so these sessions stay
 * signed out either way. A close that fails fails the job, and its retry closes what is still open.
 */
export async function closeLockedOutSockets({ connections }: { connections: string[] }): Promise<void> {
  await closeConnections(connections, deliveryConcurrency);
}
