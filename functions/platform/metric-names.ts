/**
 * The product's own CloudWatch metrics (EMF, written by functions/platform/observability.ts), named once:
 * the functions count them and infra/cdk/alarms.ts and dashboard.ts read them back. Every one is a
 * count in the stage's namespace with the single dimension `service`.
 */
export const metricNames = {
  /** POST /bookings answered 201. */
  bookingsMade: 'BookingsMade',
  /** POST /bookings refused with a 4xx (the room is full, the student already has a booking…). */
  bookingsRefused: 'BookingsRefused',
  /** The super admin switched the emergency lockdown on or off. */
  lockdownSwitches: 'LockdownSwitches',
  /** A request answered 429 (a rate limit or a brute-force delay). */
  throttledRequests: 'ThrottledRequests',
  /** SES refused a message or could not be reached. */
  mailFailures: 'MailFailures',
  /**
   * An unexpected error: a bug, or AWS failing after the SDK's retries. Deliberate answers (a lockdown
   * or maintenance 503, a 429, any 4xx) are outcomes and never count here; the fault alarm reads this.
   */
  faults: 'Faults',
  /** Beds taken and beds in all rooms, sampled whenever the room list is read: the occupancy. */
  occupiedBeds: 'OccupiedBeds',
  beds: 'Beds',
  /**
   * Paystack confirmed an online payment after its student was deleted: the money was taken and credited
   * to no one, so the office must refund it at the provider (the reference is in the log).
   */
  unclaimedPayments: 'UnclaimedPayments',
  /**
   * Paystack's record of an online payment disagreed with ours (the amount or currency charged): it was
   * not credited and is shown on the student's Money tab, for a person to settle (decision 0081).
   * Counted once per payment, when that is first recorded.
   */
  paymentMismatches: 'PaymentMismatches',
  /**
   * The reconciliation credited an online payment that neither Paystack's webhook nor the student's
   * return had reported in the ten minutes it waits: a few mean delays, a steady count a webhook that
   * does not reach the API (decision 0077).
   */
  paymentsCreditedByReconciliation: 'PaymentsCreditedByReconciliation',
  /** Open repairs past their priority's target time, sampled every hour (jobs/kinds/count-overdue-repairs.ts). */
  overdueRepairs: 'OverdueRepairs',
} as const;

export type MetricName = (typeof metricNames)[keyof typeof metricNames];

/** The `service` dimension (and Logger/Tracer service name) of every function. */
export const serviceName = 'hostel';

/** The metrics namespace of a deployment stage, so staging's counts never mix with production's. */
export const metricsNamespaceOf = (stage: string) => `Hostel/${stage}`;
