import { continueClearing } from '../../domain/bookings/clear-bookings.ts';
import { defineJob } from '../job.ts';

/** The rest of a clear-all its request had no time for, a page per run (functions/domain/bookings/). */
export const clearBookingsJob = defineJob('clear-bookings', continueClearing);
