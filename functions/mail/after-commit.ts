import { logger } from '../core/observability.ts';
import { enqueue } from '../jobs/queue.ts';
import type { Mail } from './send.ts';

/**
 * Tells a student what staff or the system did, once the write is committed: each mail is a send-mail
 * job, sent by the jobs worker and retried by the queue, so a mail that fails never undoes the change.
 * If even the queue refuses, the change stands and its answer says so; the lost mail is logged.
 */
export async function mailAfterCommit(mails: readonly Mail[]): Promise<void> {
  if (mails.length === 0) return;
  try {
    await enqueue(mails.map((mail) => ({ kind: 'send-mail' as const, payload: mail })));
  } catch (error) {
    logger.error('notification mail not queued', { mails: mails.length, error: (error as Error).message });
  }
}
