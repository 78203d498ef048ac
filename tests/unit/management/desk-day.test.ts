import { describe, expect, it } from 'vitest';
import { nextDayIn } from '../../../management/src/features/admin-dashboard/api/get-desk-today.ts';

/**
 * The dashboard's desk lists are of the server's day (UTC): a dashboard left open at the desk overnight
 * reads them again once the next day has begun, rather than showing yesterday's arrivals until a reload.
 */
describe("the desk's day on an open dashboard", () => {
  const at = (iso: string) => Date.parse(iso);

  it('is read again just after the day it shows has ended', () => {
    expect(nextDayIn({ day: '2026-12-01' }, at('2026-12-01T23:59:50Z'))).toBe(11_000);
    expect(nextDayIn({ day: '2026-12-01' }, at('2026-12-01T00:00:00Z'))).toBe(86_401_000);
  });

  it('is asked again each minute while the server still answers a day already over here', () => {
    expect(nextDayIn({ day: '2026-11-30' }, at('2026-12-01T00:00:05Z'))).toBe(60_000);
  });

  it('waits for a first answer', () => {
    expect(nextDayIn(undefined, at('2026-12-01T12:00:00Z'))).toBe(false);
  });
});
