import * as z from '#contract/zod';
import { rollOverStep } from '../../domain/settings/roll-over.ts';
import { defineJob } from '../job.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { bedsFreed } from '../../domain/waitlist/follow-up.ts';

/**
 * The semester roll-over, one page of active bookings per run, queuing itself again until done. The
 * cursor lives in the stored roll-over, not the message: a run that fails (or whose re-queue fails) is
 * retried by SQS and carries on from wherever the last finished step left it, without archiving
 * anything twice (functions/domain/settings/roll-over.ts). Once done, the freed beds go to the waitlist.
 */
export const rollOverJob = defineJob({
  payload: z.object({ rollOverId: z.string() }),
  run: async ({ rollOverId }) => {
    if (await rollOverStep(rollOverId)) await enqueue([{ kind: 'roll-over', payload: { rollOverId } }]);
    // The ended bookings freed their beds: the waitlist of the new period gets its offers.
    else await bedsFreed();
  },
});
