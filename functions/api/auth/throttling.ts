import { messages } from '#contract/messages';
import { tooManyRequests } from '../../core/http/errors.ts';
import { countThrottle, readThrottle, type ThrottleRule } from '../../data/throttle.ts';

/** Counts this request against each rule and refuses it with 429 once any is over its limit. */
export async function countRequest(...checks: Array<[ThrottleRule, string]>): Promise<void> {
  const states = await Promise.all(checks.map(([rule, subject]) => countThrottle(rule, subject)));
  const over = states
    .filter((state, i) => state.count > checks[i]![0].limit)
    .map((state) => state.retryAfterSeconds);
  if (over.length > 0) throw tooManyRequests(messages.auth.tooManyRequests, Math.max(...over));
}

/** Refuses with 429 when any rule has already reached its limit, without counting this request. */
export async function assertUnderLimit(message: string, ...checks: Array<[ThrottleRule, string]>) {
  const states = await Promise.all(checks.map(([rule, subject]) => readThrottle(rule, subject)));
  const over = states
    .filter((state, i) => state.count >= checks[i]![0].limit)
    .map((state) => state.retryAfterSeconds);
  if (over.length > 0) throw tooManyRequests(message, Math.max(...over));
}
