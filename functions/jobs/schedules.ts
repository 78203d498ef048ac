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
    id: 'OutboxSweep',
    description:
      'Queues the notices and announcement fan-outs a change wrote to the outbox but no one handed on (functions/jobs/kinds/flush-outbox.ts)',
    // A notice whose request died after its commit reaches its user at most this late.
    everyMinutes: 1,
    job: { kind: 'flush-outbox', payload: {} },
  },
  {
    id: 'OverdueRepairs',
    description:
      'Counts the repairs past their target time into a metric with an alarm (functions/jobs/kinds/count-overdue-repairs.ts)',
    everyMinutes: 60,
    job: { kind: 'count-overdue-repairs', payload: {} },
  },
  {
    id: 'RepairSummary',
    description:
      'Mails each active staff member the week in maintenance: overdue now, reported and resolved (functions/jobs/kinds/repair-summary.ts)',
    everyMinutes: 7 * 24 * 60,
    job: { kind: 'repair-summary', payload: {} },
  },
  {
    id: 'PaymentReminders',
    description:
      'Reminds students of overdue charges, once per the hostel’s interval (functions/jobs/kinds/payment-reminders.ts)',
    // A reminder is at most an hour late; the interval between two is days.
    everyMinutes: 60,
    job: { kind: 'payment-reminders', payload: {} },
  },
  {
    id: 'DepositDeadlines',
    description:
      'Cancels bookings whose deposit was not paid by its deadline and frees their beds (functions/jobs/kinds/release-unpaid-bookings.ts)',
    // A bed outlives its deadline by at most this long; the deadline itself is hours.
    everyMinutes: 5,
    job: { kind: 'release-unpaid-bookings', payload: {} },
  },
  {
    id: 'OnlinePaymentReconciliation',
    description:
      'Settles with Paystack the online payments still pending that no webhook or return reported (functions/jobs/kinds/reconcile-online-payments.ts)',
    // With the ten minutes a payment is left to its return page, one that neither the webhook nor the
    // return reported is credited within about twenty minutes of its checkout.
    everyMinutes: 10,
    job: { kind: 'reconcile-online-payments', payload: {} },
  },
];
