import * as z from '#contract/zod';
import { logger } from '../../platform/observability.ts';
import { connectionPage, type Recipient } from '../../data/connections.ts';
import { getSettings } from '../../data/settings.ts';
import { closeConnections, deliveryConcurrency, pushTo } from '../../domain/realtime/broadcast.ts';
import { roles } from '../../routes.ts';
import { lockdownAnnouncement } from '../../domain/lockdown/announcement.ts';
import { defineJob } from '../job.ts';
import { enqueue } from '../../platform/job-queue.ts';

/**
 * Connections per push job: a few seconds of pushes at `deliveryConcurrency` in flight, and about 15 KB
 * of message, far inside SQS's 256 KB. Many such jobs run side by side, so the fan-out's time is that
 * of a few batches, not of every connection in turn.
 */
export const pushBatchSize = 250;

/** How long students' sockets stay open after their event: the fan-out's pushes go first. */
export const closeDelaySeconds = 5;

/** Which switch a job announces: the lockdown as that switch stored it. */
const switchSchema = z.object({
  active: z.boolean(),
  reason: z.string(),
  changedAt: z.string(),
});
type Switch = z.infer<typeof switchSchema>;

/**
 * Whether the switch is still the lockdown's current state. A later switch has its own fan-out, and an
 * event of this one arriving after it would tell browsers the opposite of the truth.
 */
async function stillCurrent(announced: Switch): Promise<boolean> {
  const { emergencyLockdown } = await getSettings();
  return emergencyLockdown.changedAt === announced.changedAt && emergencyLockdown.active === announced.active;
}

/**
 * The fan-out of a lockdown switch, one page of open connections per run: it queues a push job per
 * batch of the page and, when there are more, itself again from the next page, so the pages' pushes
 * run side by side while the rest are still being read. A repeated run queues the same batches again;
 * a browser told twice shows the same thing.
 */
export const lockdownFanOutJob = defineJob({
  payload: z.object({
    announced: switchSchema,
    cursor: z.optional(z.record(z.string(), z.unknown())),
  }),
  run: async ({ announced, cursor }) => {
    if (!(await stillCurrent(announced))) return;
    const page = await connectionPage(cursor);
    const batches: Recipient[][] = [];
    for (let start = 0; start < page.recipients.length; start += pushBatchSize)
      batches.push(page.recipients.slice(start, start + pushBatchSize));
    await enqueue([
      ...(page.next
        ? [{ kind: 'lockdown-fan-out' as const, payload: { announced, cursor: page.next } }]
        : []),
      ...batches.map((recipients) => ({
        kind: 'lockdown-push' as const,
        payload: { announced, recipients },
      })),
    ]);
  },
});

/**
 * Pushes one batch of a lockdown switch's fan-out: staff hear the reason, students only the event
 * (functions/domain/lockdown/announcement.ts). A push that fails is counted and logged by pushTo,
 * never retried as a whole, so the rest of the batch is not told twice. The students told are closed by
 * a job of their own, held back `closeDelaySeconds`: closing is as many calls to the management API as
 * telling, and shares its rate and the worker's concurrency, so no one should wait for the news behind
 * a close. Their sessions are already revoked, so the wait opens nothing.
 */
export const lockdownPushJob = defineJob({
  payload: z.object({
    announced: switchSchema,
    recipients: z.array(z.object({ id: z.string(), role: z.enum(roles) })),
  }),
  run: async ({ announced, recipients }) => {
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
  },
});

/**
 * Closes the sockets of students a lockdown has signed out, once they have been told. It runs even if
 * the lockdown has been lifted since: lifting moves the lockdown epoch again, so these sessions stay
 * signed out either way. A close that fails fails the job, and its retry closes what is still open.
 */
export const lockdownCloseJob = defineJob({
  payload: z.object({ connections: z.array(z.string()) }),
  run: async ({ connections }) => closeConnections(connections, deliveryConcurrency),
});
