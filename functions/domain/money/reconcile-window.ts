/**
 * When the reconciliation asks the provider about an online payment (docs/decisions/0077, 0081). Each
 * payment it asks about carries the moment its wait began: a pending payment's start, or, for a checkout
 * the student left unpaid, a moment the provider's last answer pushed on.
 */

/** A payment whose wait began less than this ago may still have its return page on the way: not asked yet. */
export const reconcileAfterMs = 10 * 60_000;
/**
 * A payment older than this is no longer asked about on the schedule: Paystack retries a webhook for 72
 * hours and a mobile money or bank payment settles within a day or two, so one still pending after a
 * week will not settle by itself, and a person looks at it (staff's Check now, Paystack's dashboard).
 */
export const reconcileWithinMs = 7 * 24 * 3_600_000;
/** The most a checkout left unpaid waits on top of the ten minutes, so one paid late is credited within a day. */
const longestWaitMs = 24 * 3_600_000;

/**
 * When the wait for a checkout the student left unpaid begins again, once the provider says at `now`
 * that it is still not completed: as long after as the payment is old (at most a day), so it is asked
 * about again after its age has about doubled, ten minutes at least: about a dozen times in its week
 * rather than the thousand of a run every ten minutes. Null once that would fall past its week.
 */
export function waitAgainFrom(createdAt: string, now: Date): string | null {
  const started = Date.parse(createdAt);
  const from = now.getTime() + Math.min(Math.max(now.getTime() - started, 0), longestWaitMs);
  return from + reconcileAfterMs > started + reconcileWithinMs ? null : new Date(from).toISOString();
}
