/**
 * How many of `starts` (ms, in order) a token bucket of `ratePerSecond` holding `capacity` tokens,
 * full at first, would have refused: 0 when the calls kept within it. API Gateway throttles the
 * account with such a bucket (docs.aws.amazon.com/apigateway/latest/developerguide/limits.html).
 */
export function refusedBy(starts: readonly number[], ratePerSecond: number, capacity: number): number {
  let tokens = capacity;
  let filledAt = starts[0] ?? 0;
  let refused = 0;
  for (const at of starts) {
    tokens = Math.min(capacity, tokens + ((at - filledAt) * ratePerSecond) / 1000);
    filledAt = at;
    // A hair of slack for floating-point sums of the spacing.
    if (tokens < 1 - 1e-9) refused += 1;
    else tokens -= 1;
  }
  return refused;
}
