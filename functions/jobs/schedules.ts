import type { Job } from '#contract/jobs';
import { expirySweepJob, expirySweepMinutes } from '../domain/waitlist/schedule.ts';

/** Work the jobs worker does on a clock rather than because someone asked. */
export interface JobSchedule {
  /** The EventBridge rule's id in the CDK app. */
  id: string;
  description: string;
  everyMinutes: number;
  /** The message put on the jobs queue each time: its job must be safe to run twice. */
  job: Job;
}

/**
 * Every schedule, once: the CDK app makes an EventBridge rule of each (infra/cdk/job-schedules.ts) and
 * the local stack runs the same messages on the same clock (infra/local/stack.ts).
 */
export const jobSchedules: readonly JobSchedule[] = [
  {
    id: 'ExpirySweep',
    description: 'Ends waitlist offers whose deadline has passed (functions/jobs/kinds/expire-offers.ts)',
    everyMinutes: expirySweepMinutes,
    job: expirySweepJob,
  },
  {
    id: 'OverdueRepairs',
    description:
      'Counts the repairs past their target time into a metric with an alarm (functions/jobs/kinds/count-overdue-repairs.ts)',
    everyMinutes: 60,
    job: { kind: 'count-overdue-repairs', payload: {} },
  },
];
