import { releaseUnpaidBookings } from '../../domain/bookings/deposit-deadline.ts';
import { defineJob } from '../job.ts';

/**
 * The deposit deadline's sweep, every five minutes on an EventBridge rule (functions/jobs/schedules.ts)
 * and on the local stack's clock: releases the bookings whose deposit was not paid in time. Safe to
 * repeat (functions/domain/bookings/deposit-deadline.ts).
 */
export const releaseUnpaidBookingsJob = defineJob('release-unpaid-bookings', async () => {
  await releaseUnpaidBookings();
});
