import { describe, expect, it } from 'vitest';
import { timeLeft } from '../../../management/src/features/waitlist/components/time-left.ts';

const deadline = '2026-12-01T12:00:00.000Z';
const before = (ms: number) => Date.parse(deadline) - ms;

describe('the time left of a waitlist offer', () => {
  it('says Expired once the deadline has come, not while the offer can still be accepted', () => {
    // The server accepts until the deadline itself (data/waitlist.ts acceptOffer).
    expect(timeLeft(deadline, before(30_000))).toBe('Under 1 min left');
    expect(timeLeft(deadline, before(1))).toBe('Under 1 min left');
    expect(timeLeft(deadline, before(0))).toBe('Expired');
    expect(timeLeft(deadline, before(-60_000))).toBe('Expired');
  });

  it('counts the whole minutes, hours and days left', () => {
    expect(timeLeft(deadline, before(45 * 60_000 + 10_000))).toBe('45 min left');
    expect(timeLeft(deadline, before(3 * 3_600_000 + 5 * 60_000))).toBe('3 h 5 min left');
    expect(timeLeft(deadline, before(27 * 3_600_000))).toBe('1 day 3 h left');
  });
});
