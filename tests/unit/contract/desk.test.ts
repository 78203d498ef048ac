import { describe, expect, it } from 'vitest';
import {
  bookingDatesSchema,
  checkInSchema,
  conditionChanges,
  conditionItems,
  datesNearSemester,
  type ConditionEntry,
} from '../../../functions/contract/desk.ts';
import { stayDaysOf } from '../../../functions/domain/desk/stay-days.ts';

const report = (changes: Partial<Record<string, ConditionEntry['condition']>> = {}): ConditionEntry[] =>
  conditionItems.map((item) => ({ item, condition: changes[item] ?? 'good', note: '' }));

describe('conditionChanges', () => {
  it('names only the items whose condition differs from check-in, with both conditions', () => {
    const changes = conditionChanges(
      report({ Floor: 'fair' }),
      report({ Floor: 'fair', Wardrobe: 'damaged' }),
    );
    expect(changes).toEqual([{ item: 'Wardrobe', before: 'good', after: 'damaged' }]);
  });
});

describe('booking dates', () => {
  it('keeps days within 90 days of the semester, and any days when the semester has none', () => {
    const semester = { arrival: '2026-09-01', departure: '2026-12-18' };
    expect(datesNearSemester({ arrival: '2026-06-04', departure: '2026-12-18' }, semester)).toBe(true);
    expect(datesNearSemester({ arrival: '2026-06-02', departure: '2026-12-18' }, semester)).toBe(false);
    expect(datesNearSemester({ arrival: '2026-09-01', departure: '2027-03-19' }, semester)).toBe(false);
    expect(datesNearSemester({ arrival: '2020-01-01', departure: '2020-02-01' }, null)).toBe(true);
  });

  it('accepts null to follow the semester, and refuses a departure on the arrival day', () => {
    expect(bookingDatesSchema.safeParse({ dates: null }).success).toBe(true);
    expect(
      bookingDatesSchema.safeParse({ dates: { arrival: '2026-09-01', departure: '2026-09-01' } }).success,
    ).toBe(false);
  });

  it("are the booking's own when set, else the semester's for the current period only", () => {
    const settings = {
      currentAcademicYear: '2026/2027',
      currentSemester: 1,
      stayDates: { arrival: '2026-09-01', departure: '2026-12-18' },
    };
    const current = { academicYear: '2026/2027', semester: 1 };
    expect(stayDaysOf(current, { arrival: null, departure: null }, settings)).toEqual({
      arrival: '2026-09-01',
      departure: '2026-12-18',
      ownDates: false,
    });
    expect(stayDaysOf(current, { arrival: '2026-09-03', departure: '2026-12-01' }, settings)).toMatchObject({
      arrival: '2026-09-03',
      ownDates: true,
    });
    expect(
      stayDaysOf({ academicYear: '2025/2026', semester: 2 }, { arrival: null, departure: null }, settings),
    ).toMatchObject({ arrival: null, departure: null });
  });
});

describe('the check-in report', () => {
  it('needs every item of the room exactly once', () => {
    const full = { keyNumber: 'K-1', items: report() };
    expect(checkInSchema.safeParse(full).success).toBe(true);
    expect(checkInSchema.safeParse({ ...full, items: report().slice(1) }).success).toBe(false);
    expect(checkInSchema.safeParse({ ...full, items: [...report().slice(1), report()[1]] }).success).toBe(
      false,
    );
  });
});
