import { describe, expect, it } from 'vitest';
import { addPeriodTotals, periodTotalOf } from '../../../functions/data/period-totals.ts';

describe('periodTotalOf', () => {
  it('counts charges as charged, payments as paid, refunds as refunded and payouts as paid out, each as a positive amount', () => {
    expect(periodTotalOf('rent', 240_000)).toEqual({ name: 'charged', amount: 240_000 });
    expect(periodTotalOf('deposit', 50_000)).toEqual({ name: 'charged', amount: 50_000 });
    expect(periodTotalOf('payment', -10_000)).toEqual({ name: 'paid', amount: 10_000 });
    expect(periodTotalOf('refund', -5_000)).toEqual({ name: 'refunded', amount: 5_000 });
    expect(periodTotalOf('payout', 5_000)).toEqual({ name: 'paidOut', amount: 5_000 });
  });

  it('takes a reversal back from the total of the kind it reverses', () => {
    expect(periodTotalOf('reversal', 10_000, 'payment')).toEqual({ name: 'paid', amount: -10_000 });
    expect(periodTotalOf('reversal', -50_000, 'deposit')).toEqual({ name: 'charged', amount: -50_000 });
    expect(periodTotalOf('reversal', 5_000, 'refund')).toEqual({ name: 'refunded', amount: -5_000 });
    expect(periodTotalOf('reversal', -5_000, 'payout')).toEqual({ name: 'paidOut', amount: -5_000 });
  });

  it('refuses a reversal whose original kind it is not told, rather than count it nowhere', () => {
    expect(() => periodTotalOf('reversal', 10_000)).toThrow();
  });
});

describe('addPeriodTotals', () => {
  it('adds each entry to its own period’s total, and an entry with no period to none', () => {
    let totals = addPeriodTotals({}, { kind: 'rent', amount: 100, period: '2025/2026#1' });
    totals = addPeriodTotals(totals, { kind: 'rent', amount: 50, period: '2025/2026#1' });
    totals = addPeriodTotals(totals, { kind: 'payment', amount: -30, period: '2025/2026#2' });
    totals = addPeriodTotals(totals, { kind: 'payment', amount: -999, period: null });
    expect(totals).toEqual({ 'total#charged#2025/2026#1': 150, 'total#paid#2025/2026#2': 30 });
  });
});
