import * as messages from '#contract/messages';
import { countThrottle, type ThrottleRule } from '../../data/throttle.ts';
import { tooManyRequests } from '../../platform/errors.ts';

/** Counts this request against each rule and refuses it with 429 once any is over its limit. */
export async function countRequest(...checks: Array<[ThrottleRule, string]>): Promise<void> {
  const states = await Promise.all(checks.map(([rule, subject]) => countThrottle(rule, subject)));
  const over = states
    .filter((state, i) => state.count > checks[i]![0].limit)
    .map((state) => state.retryAfterSeconds);
  if (over.length > 0) throw tooManyRequests(messages.requests.tooManyRequests, Math.max(...over));
}
