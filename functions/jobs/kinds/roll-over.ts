import { continueRollOver } from '../../domain/settings/roll-over.ts';
import { defineJob } from '../job.ts';

/**
 * The semester roll-over, one page of active bookings or of an old queue per run, its settle pass
 * queued to run after the settle time (functions/domain/settings/roll-over.ts).
 */
export const rollOverJob = defineJob('roll-over', continueRollOver);
