import { flushOutbox } from '../../domain/notifications/after-commit.ts';
import { defineJob } from '../job.ts';

/**
 * The outbox sweep: queues what a change wrote to the outbox in its own transaction (a notice, an
 * announcement's fan-out) when the process that made it died, or the queue refused, before handing it on.
 * Runs every minute on a schedule (functions/jobs/schedules.ts). Each entry is claimed before it is
 * queued, so a sweep that overlaps a hand-on queues nothing twice (decision 0008).
 */
export const flushOutboxJob = defineJob('flush-outbox', async () => {
  await flushOutbox();
});
