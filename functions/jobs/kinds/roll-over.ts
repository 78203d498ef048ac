import { continueRollOver } from '../../domain/settings/roll-over.ts';
import { defineJob } from '../job.ts';

/** The semester roll-over, one page of active bookings per run (functions/domain/settings/roll-over.ts). */
export const rollOverJob = defineJob('roll-over', continueRollOver);
