import { tellStaffOfUrgentRepair } from '../../domain/maintenance/receive-report.ts';
import { defineJob } from '../job.ts';

/** Tells every active staff member of an urgent repair, from the outbox item its report wrote. */
export const urgentRepairFanOutJob = defineJob('urgent-repair-fan-out', tellStaffOfUrgentRepair);
