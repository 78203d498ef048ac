import { describe, expect, it } from 'vitest';
import { nextDayIn } from '../../../management/src/features/admin-dashboard/api/get-desk-today.ts';

/**
 * The dashboard's desk lists are of the reader's day, in the zone the app sends (decision 0109): a
 * dashboard left open at the desk overnight reads them again once the next day has begun there, at the
 * moment the server says the day ends, rather than showing yesterday's arrivals until a reload.
 */
describe("the desk's day on an open dashboard", () => {
  const at = (iso: string) => Date.parse(iso);
  const hours = (n: number) => n * 3_600_000;

  it('is read again just after the day it shows has ended', () => {
    const day = { day: '2026-12-01', dayEndsAt: '2026-12-02T00:00:00.000Z' };
    expect(nextDayIn(day, at('2026-12-01T23:59:50Z'))).toBe(11_000);
    expect(nextDayIn(day, at('2026-12-01T00:00:00Z'))).toBe(86_401_000);
  });

  it('is read again at midnight in Tokyo, ahead of UTC, not at UTC’s', () => {
    // 00:30 on December 2 in Tokyo: the day ends at 15:00 UTC that day.
    const tokyo = { day: '2026-12-02', dayEndsAt: '2026-12-02T15:00:00.000Z' };
    expect(nextDayIn(tokyo, at('2026-12-01T15:30:00Z'))).toBe(hours(23.5) + 1000);
  });

  it('is read again at midnight in Los Angeles, behind UTC, not at UTC’s', () => {
    // 17:00 on November 30 in Los Angeles (UTC-8) is 01:00 UTC on December 1: seven hours left.
    const losAngeles = { day: '2026-11-30', dayEndsAt: '2026-12-01T08:00:00.000Z' };
    expect(nextDayIn(losAngeles, at('2026-12-01T01:00:00Z'))).toBe(hours(7) + 1000);
  });

  it('is asked again each minute while the server still answers a day already over here', () => {
    const over = { day: '2026-11-30', dayEndsAt: '2026-12-01T00:00:00.000Z' };
    expect(nextDayIn(over, at('2026-12-01T00:00:05Z'))).toBe(60_000);
  });

  it('waits for a first answer', () => {
    expect(nextDayIn(undefined, at('2026-12-01T12:00:00Z'))).toBe(false);
  });
});
