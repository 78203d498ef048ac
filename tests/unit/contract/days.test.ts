import { describe, expect, it } from 'vitest';
import { dayAfter, dayEndIn, dayIn, dayStartIn, earliestToday } from '../../../functions/contract/days.ts';

describe('the day a moment falls on', () => {
  it('is the day in the zone asked for, before or after UTC’s', () => {
    expect(dayIn('2005-03-09T23:30:00.000Z', 'Asia/Tokyo')).toBe('2005-03-10');
    expect(dayIn('2005-03-09T23:30:00.000Z', 'UTC')).toBe('2005-03-09');
    expect(dayIn('2005-03-10T03:00:00.000Z', 'America/Los_Angeles')).toBe('2005-03-09');
  });
});

describe('the moment a day starts in a zone', () => {
  it('is its midnight there, ahead of UTC, behind it, or at an offset', () => {
    expect(dayStartIn('2025-12-02', 'Asia/Tokyo')).toBe('2025-12-01T15:00:00.000Z');
    expect(dayStartIn('2025-12-02', 'UTC')).toBe('2025-12-02T00:00:00.000Z');
    expect(dayStartIn('2025-12-02', 'America/Los_Angeles')).toBe('2025-12-02T08:00:00.000Z');
    expect(dayStartIn('2025-12-02', '+05:30')).toBe('2025-12-01T18:30:00.000Z');
  });

  it('reads the zone’s offset on that day, not another day’s', () => {
    // London is on GMT until 01:00 UTC on March 29, 2026, and on BST (UTC+1) from then until October.
    expect(dayStartIn('2026-03-29', 'Europe/London')).toBe('2026-03-29T00:00:00.000Z');
    expect(dayStartIn('2026-03-30', 'Europe/London')).toBe('2026-03-29T23:00:00.000Z');
    expect(dayStartIn('2025-10-26', 'Europe/London')).toBe('2025-10-25T23:00:00.000Z');
    expect(dayStartIn('2025-10-27', 'Europe/London')).toBe('2025-10-27T00:00:00.000Z');
  });

  it('is its first hour where the clocks skip midnight, west or east of UTC', () => {
    // Santiago went from UTC-4 to UTC-3 at 00:00 on September 7, 2025; Beirut from UTC+2 to UTC+3 at
    // 00:00 on March 30, 2025: both days began at 01:00.
    expect(dayStartIn('2025-09-07', 'America/Santiago')).toBe('2025-09-07T04:00:00.000Z');
    expect(dayStartIn('2025-03-30', 'Asia/Beirut')).toBe('2025-03-29T22:00:00.000Z');
  });
});

describe('the earliest today on earth', () => {
  it('is UTC-12’s day: the day before UTC’s until noon UTC, then UTC’s', () => {
    expect(earliestToday(new Date('2026-12-01T01:00:00.000Z'))).toBe('2026-11-30');
    expect(earliestToday(new Date('2026-12-01T11:59:59.999Z'))).toBe('2026-11-30');
    expect(earliestToday(new Date('2026-12-01T12:00:00.000Z'))).toBe('2026-12-01');
  });

  it('is never after the reader’s today, in Los Angeles at 17:00 or on Baker Island', () => {
    const at = new Date('2026-12-01T01:00:00.000Z');
    expect(dayIn(at, 'America/Los_Angeles')).toBe('2026-11-30');
    expect(earliestToday(at) <= dayIn(at, 'America/Los_Angeles')).toBe(true);
    expect(earliestToday(at)).toBe(dayIn(at, 'Etc/GMT+12'));
  });
});

describe('the day after a day', () => {
  it('is the next calendar day, across a month, a year and a leap day', () => {
    expect(dayAfter('2026-11-30')).toBe('2026-12-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
  });
});

describe('the moment a day ends in a zone', () => {
  it('is the next day’s start there, 23 hours after its own on the day the clocks go forward', () => {
    expect(dayEndIn('2025-12-01', 'Asia/Tokyo')).toBe('2025-12-01T15:00:00.000Z');
    expect(dayEndIn('2026-03-29', 'Europe/London')).toBe('2026-03-29T23:00:00.000Z');
  });
});
