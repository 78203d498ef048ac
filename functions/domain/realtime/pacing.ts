/**
 * How calls to API Gateway's management API (`@connections`) are paced and retried. API Gateway holds
 * the whole account, every API and every `@connections` call, to one throttle (10,000 requests a second,
 * a burst of 5,000: docs.aws.amazon.com/apigateway/latest/developerguide/limits.html); a lockdown's
 * fan-out keeps under the stage's share of it so students' own calls still get through
 * (docs/decisions/0053-lockdown-pushes-within-the-api-gateway-rate.md). Pure, so the simulation in
 * tests/support/lockdown-cloud.ts runs the same pacing and backoff on its own clock.
 */

/**
 * How far ahead of its even spacing a worker's calls may run: its share of the account's burst. API
 * Gateway sets the burst at half a second of the rate (10,000 a second with 5,000; 2,500 with 1,250 in
 * the smaller Regions), so a worker's share of the burst is half a second of its own rate. After a
 * quiet spell a fan-out starts with it, as a student's tab may.
 */
export const burstMs = 500;

/**
 * A pacer of `ratePerSecond` calls (the generic cell rate algorithm): `turn(now)` books the next call
 * and answers how many milliseconds it should wait before it starts. Its calls fit a token bucket of
 * that rate holding `burstMs` of it (and one): however many ask at once, no more start than it allows.
 */
export function pacer(ratePerSecond: number): { turn: (now: number) => number } {
  const spacingMs = 1000 / ratePerSecond;
  let due = -Infinity;
  return {
    turn(now) {
      const start = Math.max(now, due - burstMs);
      due = Math.max(due, now) + spacingMs;
      return start - now;
    },
  };
}

/**
 * How a call that API Gateway throttled (429) or that failed on the way (5xx, the network) is tried
 * again: up to `attempts` calls in all, each retry after a wait drawn at random ("full jitter") below a
 * ceiling that doubles from `baseMs` up to `capMs`, so the retries of a throttled burst spread out
 * instead of coming back together (aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter).
 */
export const retryPolicy = { attempts: 5, baseMs: 50, capMs: 1000 } as const;

/** The wait before retry number `retry` (0 for the first), for `random` in [0, 1). */
export const backoffMs = (retry: number, random: number) =>
  random * Math.min(retryPolicy.capMs, retryPolicy.baseMs * 2 ** retry);

interface ApiError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

/** What became of a failed call: the socket is gone, the call may succeed later, or it never will. */
export function failureOf(error: unknown): 'gone' | 'retry' | 'final' {
  const { name, $metadata } = (error ?? {}) as ApiError;
  const status = $metadata?.httpStatusCode;
  if (name === 'GoneException' || status === 410) return 'gone';
  if (name === 'TooManyRequestsException' || name === 'LimitExceededException' || status === 429)
    return 'retry';
  // No status: the call never got an answer (reset, timeout), so trying again is safe.
  if (status === undefined || status >= 500) return 'retry';
  return 'final';
}
