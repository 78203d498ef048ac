import * as z from '#contract/zod';
import { clearStep } from '../../api/bookings/clear-bookings.ts';
import { roles } from '../../routes.ts';
import { bedsFreed } from '../../domain/waitlist/follow-up.ts';
import { defineJob } from '../job.ts';
import { enqueue } from '../../platform/job-queue.ts';

/**
 * The rest of a clear-all its request had no time for, one page of active bookings per run, queuing
 * itself again with the next page until done. A run that fails is retried by SQS on the same page,
 * where what it archived is no longer active. Once done, the freed beds go to the waitlist.
 */
export const clearBookingsJob = defineJob({
  payload: z.object({
    by: z.object({ id: z.string(), role: z.enum([...roles, 'system']) }),
    before: z.string(),
    cursor: z.record(z.string(), z.unknown()),
  }),
  run: async ({ cursor, ...clearing }) => {
    const { next } = await clearStep(clearing, cursor);
    if (next) await enqueue([{ kind: 'clear-bookings', payload: { ...clearing, cursor: next } }]);
    else await bedsFreed();
  },
});
