import { logger } from '../../platform/observability.ts';
import type { Job } from '#contract/jobs';
import {
  claimOutboxEntry,
  pendingOutbox,
  returnOutboxEntries,
  type OutboxEntry,
  type OutboxMessage,
} from '../../data/outbox.ts';
import { enqueue } from '../../platform/job-queue.ts';

const jobOf = (message: OutboxMessage): Job =>
  'notice' in message
    ? { kind: 'deliver-notice', payload: message.notice }
    : 'job' in message
      ? message.job
      : { kind: 'send-mail', payload: message.mail };

/**
 * Claims outbox entries and queues what they carry, putting the claimed ones back if the queue refuses
 * them (and then throwing). An entry another flush claimed first is skipped: it is queued once. Answers
 * how many it queued.
 */
async function claimAndQueue(
  entries: readonly OutboxEntry[],
  options: { delaySeconds?: number } = {},
): Promise<number> {
  const claimed = [];
  for (const entry of entries) if (await claimOutboxEntry(entry)) claimed.push(entry);
  if (claimed.length === 0) return 0;
  try {
    await enqueue(
      claimed.map((entry) => jobOf(entry.message)),
      options,
    );
  } catch (error) {
    await returnOutboxEntries(claimed);
    throw error;
  }
  return claimed.length;
}

/**
 * Hands on, once their change is committed, the outbox entries a request wrote in its transaction
 * (notices.ts `Telling`, an announcement's fan-out): claimed and queued at once, so the user hears of it
 * as soon as the queue runs. Never undoes the change: if the queue refuses, the entries stay in the
 * outbox and the sweep (the `flush-outbox` schedule) queues them within a minute or so.
 */
export async function handOnAfterCommit(
  entries: readonly OutboxEntry[],
  options: { delaySeconds?: number } = {},
): Promise<void> {
  if (entries.length === 0) return;
  try {
    await claimAndQueue(entries, options);
  } catch (error) {
    logger.error('outbox entries not queued; the sweep will', {
      entries: entries.length,
      error: (error as Error).message,
    });
  }
}

/**
 * Hands the whole outbox (functions/data/outbox.ts) to the jobs queue: notices and jobs that a request or
 * a background job wrote in the same transaction as its change, so that a process dying after its
 * commit loses nothing. A background job flushes at once after its commit; a request hands on its own
 * entries (handOnAfterCommit); the `flush-outbox` schedule (functions/jobs/schedules.ts) sends what a dead
 * one left. Each entry is claimed before it is queued, so two flushes never send one mail twice, and put
 * back if the queue refuses, for the job's retry.
 */
export async function flushOutbox(): Promise<number> {
  let sent = 0;
  for (let pending = await pendingOutbox(); pending.length > 0; pending = await pendingOutbox())
    sent += await claimAndQueue(pending);
  return sent;
}
