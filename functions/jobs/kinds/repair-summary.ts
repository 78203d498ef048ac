import { sendWeeklySummary } from '../../domain/maintenance/weekly-summary.ts';
import { defineJob } from '../job.ts';

/**
 * The weekly maintenance summary to every active staff member (functions/jobs/schedules.ts). Safe to
 * repeat: each staff member's notice is written with their mark for the ISO week.
 */
export const repairSummaryJob = defineJob('repair-summary', () => sendWeeklySummary());
