import { expireOffersAndTell } from '../../domain/waitlist/follow-up.ts';
import { defineJob } from '../job.ts';

/**
 * Ends the waitlist offers whose deadline has passed, queues each student's mail and offers the beds to
 * the next students. Runs on a schedule: an EventBridge rule puts `{"kind":"expire-offers","payload":{}}`
 * on the jobs queue (functions/jobs/schedules.ts), and the local stack does the same on the same
 * schedule. Idempotent (functions/domain/waitlist/expire-offers.ts).
 */
export const expireOffersJob = defineJob('expire-offers', expireOffersAndTell);
