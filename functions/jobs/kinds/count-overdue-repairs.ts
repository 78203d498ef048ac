import { queueRequests } from '../../data/maintenance.ts';
import { getSettings } from '../../data/settings.ts';
import { repairDueOf } from '../../domain/maintenance/targets.ts';
import { metricNames } from '../../platform/metric-names.ts';
import { gauge } from '../../platform/observability.ts';
import { defineJob } from '../job.ts';

/**
 * Counts the open repairs past their priority's target time into the OverdueRepairs metric, whose alarm
 * (infra/cdk/alarms.ts) tells the operators. Runs every hour (functions/jobs/schedules.ts); a level, not
 * a count of events, so a run repeated by SQS writes the same figure again.
 */
export const countOverdueRepairsJob = defineJob('count-overdue-repairs', async () => {
  const now = new Date();
  const [open, settings] = await Promise.all([queueRequests(false), getSettings()]);
  gauge(
    metricNames.overdueRepairs,
    open.filter((request) => repairDueOf(request, settings.repairTargetHours, now).overdue).length,
  );
});
