/**
 * How often the expiry sweep runs, in the cloud and locally (functions/jobs/schedules.ts): an offer
 * outlives its deadline by at most this long. The sweep is idempotent, so a run that overlaps the
 * previous one changes nothing twice.
 */
export const expirySweepMinutes = 5;

/** The message the schedule puts on the jobs queue (functions/jobs/kinds/expire-offers.ts). */
export const expirySweepJob = { kind: 'expire-offers', payload: {} } as const;
