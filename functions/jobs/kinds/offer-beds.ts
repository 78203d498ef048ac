import * as z from '#contract/zod';
import { defineJob } from '../job.ts';
import { offerBedsAndTell } from '../../domain/waitlist/follow-up.ts';

/**
 * Offers freed beds to the waitlist (functions/domain/waitlist/offer-beds.ts) and queues each offer's mail.
 * Enqueued after every write that may free a bed. Safe to repeat or run several at once: each offer is
 * a conditioned transaction, and a run only mails the offers it made itself. `freedAt` (when the bed
 * was freed) rides along for the logs and the benchmark's figures.
 */
export const offerBedsJob = defineJob({
  payload: z.object({ freedAt: z.optional(z.string().check(z.maxLength(40))) }),
  run: async () => {
    await offerBedsAndTell();
  },
});
