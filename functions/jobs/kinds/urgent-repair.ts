import { tellStaffOfUrgentRepair } from '../../domain/maintenance/urgent-repair.ts';
import { defineJob } from '../job.ts';

/**
 * Tells every active staff member of an urgent repair, from the outbox item its report, or the raise
 * of its priority to urgent, wrote.
 */
export const urgentRepairFanOutJob = defineJob('urgent-repair-fan-out', tellStaffOfUrgentRepair);
