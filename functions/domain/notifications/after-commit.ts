import { logger } from '../../platform/observability.ts';
import type { Job } from '#contract/jobs';
import {
  claimOutboxEntry,
  pendingOutbox,
  returnOutboxEntries,
  type OutboxMessage,
} from '../../data/outbox.ts';
import { enqueue } from '../../platform/job-queue.ts';
import type { Mail } from '../../platform/mail.ts';

const sendMailJobs = (mails: readonly Mail[]) =>
  mails.map((mail) => ({ kind: 'send-mail' as const, payload: mail }));

/**
 * Tells a student what staff or the system did, once the write is committed: each mail is a send-mail
 * job, sent by the jobs worker and retried by the queue, so a mail that fails never undoes the change.
 * If even the queue refuses, the change stands and its answer says so; the lost mail is logged.
 */
export async function mailAfterCommit(mails: readonly Mail[]): Promise<void> {
  if (mails.length === 0) return;
  try {
    await enqueue(sendMailJobs(mails));
  } catch (error) {
    logger.error('notification mail not queued', { mails: mails.length, error: (error as Error).message });
  }
}

const jobOf = (message: OutboxMessage): Job =>
  'notice' in message
    ? { kind: 'deliver-notice', payload: message.notice }
    : { kind: 'send-mail', payload: message.mail };

/**
 * Hands the notices of the outbox (functions/data/outbox.ts) to the jobs queue: notices that a background
 * job wrote in the same transaction as its change, so that a job dying after its commit loses nothing. The
 * job that wrote it flushes at once; any later flush (the scheduled waitlist sweep) sends what a dead
 * one left. Each entry is claimed before it is queued, so two flushes never send one mail twice, and put
 * back if the queue refuses, for the job's retry.
 */
export async function flushOutbox(): Promise<number> {
  let sent = 0;
  for (let pending = await pendingOutbox(); pending.length > 0; pending = await pendingOutbox()) {
    const claimed = [];
    for (const entry of pending) if (await claimOutboxEntry(entry)) claimed.push(entry);
    try {
      await enqueue(claimed.map((entry) => jobOf(entry.message)));
    } catch (error) {
      await returnOutboxEntries(claimed);
      throw error;
    }
    sent += claimed.length;
  }
  return sent;
}
