import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  burstMs,
  failureOf,
  pacer,
  retryPolicy,
} from '../../../../functions/domain/realtime/pacing.ts';
import { refusedBy } from '../../../support/token-bucket.ts';

/** Start times of `count` calls asking every `everyMs`, each starting when its turn says. */
function starts(rate: number, count: number, everyMs: number): number[] {
  const { turn } = pacer(rate);
  return Array.from({ length: count }, (_, i) => i * everyMs + turn(i * everyMs)).sort((a, b) => a - b);
}

describe('the pace of calls to the management API', () => {
  it('lets a burst of half a second of its rate go at once, then spaces the rest evenly', () => {
    const all = starts(1000, 2000, 0);

    expect(all.filter((at) => at === 0)).toHaveLength(1 + (1000 * burstMs) / 1000);
    expect(all.at(-1)).toBeCloseTo(2000 - 1 - burstMs, 6);
  });

  it('keeps any mix of callers within a bucket of its rate holding its burst', () => {
    for (const everyMs of [0, 0.2, 0.9, 3]) {
      const all = starts(1600, 5000, everyMs);
      expect(refusedBy(all, 1600, (1600 * burstMs) / 1000 + 1), `asking every ${everyMs} ms`).toBe(0);
    }
  });

  it('makes no caller wait while calls come slower than its rate', () => {
    const { turn } = pacer(100);
    const waits = Array.from({ length: 50 }, (_, i) => turn(i * 20));

    expect(waits.every((wait) => wait === 0)).toBe(true);
  });
});

describe('retrying a call', () => {
  it('waits a random time below a ceiling that doubles up to its cap', () => {
    expect(backoffMs(0, 0.999)).toBeLessThan(retryPolicy.baseMs);
    expect(backoffMs(3, 0.999)).toBeLessThan(retryPolicy.baseMs * 8);
    expect(backoffMs(20, 0.999)).toBeLessThan(retryPolicy.capMs);
    expect(backoffMs(3, 0)).toBe(0);
  });

  it('tries again a throttle and a failure on the way, never a gone socket or another refusal', () => {
    const error = (name: string, httpStatusCode?: number) =>
      Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });

    expect(failureOf(error('TooManyRequestsException', 429))).toBe('retry');
    expect(failureOf(error('LimitExceededException', 429))).toBe('retry');
    expect(failureOf(error('InternalServerErrorException', 500))).toBe('retry');
    expect(failureOf(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe('retry');
    expect(failureOf(error('GoneException', 410))).toBe('gone');
    expect(failureOf(error('ForbiddenException', 403))).toBe('final');
    expect(failureOf(error('PayloadTooLargeException', 413))).toBe('final');
  });
});
