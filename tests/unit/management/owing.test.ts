import { describe, expect, it } from 'vitest';
import type { StudentMoney } from '#contract/money';
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
      late: false,
    });
  });

  it('says how much is late once it is', () => {
    expect(owingWords(money({ balance: 290_000, oldestDueDate: '2026-11-22', overdue: 240_000 }))).toEqual({
      text: 'Due Nov 22, 2026 · GHS 2,400.00 overdue',
      late: true,
    });
  });

  it('says nothing when paid up or in credit', () => {
    expect(owingWords(money({ balance: 0, oldestDueDate: null, overdue: 0 }))).toBeNull();
    expect(owingWords(money({ balance: -10_000, oldestDueDate: null, overdue: 0 }))).toBeNull();
  });
});
