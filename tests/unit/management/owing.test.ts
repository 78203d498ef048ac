import { describe, expect, it } from 'vitest';
import type { StudentMoney } from '#contract/money';
import { formatDateTimeThisWeek } from '../../../management/src/lib/dates.ts';
import { owingWords } from '../../../management/src/features/money/owing.ts';

const money = (more: Partial<StudentMoney>): StudentMoney => ({
  student: { id: 's', publicId: 'p', fullName: 'Ama' },
  currency: 'GHS',
  balance: 0,
  entries: [],
  ...more,
});

describe('what a balance owed means in time', () => {
  it('says when it is due while none of it is late', () => {
    expect(owingWords(money({ balance: 50_000, oldestDueDate: '2026-12-06', overdue: 0 }))).toEqual({
      text: 'Due Dec 6, 2026',
      urgent: false,
    });
  });

  it('says how much is late once it is', () => {
    expect(owingWords(money({ balance: 290_000, oldestDueDate: '2026-11-22', overdue: 240_000 }))).toEqual({
      text: 'Due Nov 22, 2026 · GHS 2,400.00 overdue',
      urgent: true,
    });
  });

  it('says by when the deposit is due while the booking waits for it, not the later due date of the charges', () => {
    // The bed is released at the deadline, days before the deposit charge's own due date.
    const awaiting = money({
      balance: 310_000,
      oldestDueDate: '2026-12-15',
      overdue: 0,
      depositDueBy: '2026-12-03T20:51:00.000Z',
    });
    expect(owingWords(awaiting)).toEqual({
      text: `Deposit due by ${formatDateTimeThisWeek('2026-12-03T20:51:00.000Z')}`,
      urgent: true,
    });
    expect(owingWords({ ...awaiting, overdue: 50_000 })?.text).toBe(
      `Deposit due by ${formatDateTimeThisWeek('2026-12-03T20:51:00.000Z')} · GHS 500.00 overdue`,
    );
  });

  it('says nothing when paid up or in credit', () => {
    expect(owingWords(money({ balance: 0, oldestDueDate: null, overdue: 0 }))).toBeNull();
    expect(owingWords(money({ balance: -10_000, oldestDueDate: null, overdue: 0 }))).toBeNull();
  });
});
