import { describe, expect, it } from 'vitest';
import { dayIn } from '../../../functions/contract/days.ts';

describe('the day a moment falls on', () => {
  it('is the day in the zone asked for, before or after UTC’s', () => {
    expect(dayIn('2005-03-09T23:30:00.000Z', 'Asia/Tokyo')).toBe('2005-03-10');
    expect(dayIn('2005-03-09T23:30:00.000Z', 'UTC')).toBe('2005-03-09');
    expect(dayIn('2005-03-10T03:00:00.000Z', 'America/Los_Angeles')).toBe('2005-03-09');
  });
});
