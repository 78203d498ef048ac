import { offerBedsAndTell } from '../../domain/waitlist/follow-up.ts';
import { defineJob } from '../job.ts';

/**
 * Offers freed beds to the waitlist (functions/domain/waitlist/offer-beds.ts) and queues each offer's
 * mail. Enqueued after every write that may free a bed. Safe to repeat or run several at once: each
 * offer is a conditioned transaction, and a run only mails the offers it made itself.
 */
export const offerBedsJob = defineJob('offer-beds', async () => {
  await offerBedsAndTell();
});
