import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '#contract/money';
import { reversibleIn } from '../../../management/src/features/money/reversible.ts';

const entry = (id: string, more: Partial<LedgerEntry>): LedgerEntry => ({
  id,
  at: '2026-11-01T10:00:00.000Z',
  kind: 'rent',
  amount: 100_000,
  currency: 'GHS',
  description: id,
  reason: null,
  dueDate: null,
  bookingId: 'b',
  method: null,
  reference: null,
  receiptNumber: null,
  reverses: null,
  reversed: false,
  recordedBy: { id: 'staff', name: 'Kofi', role: 'admin' },
  ...more,
});

describe('which ledger entries staff may reverse', () => {
  const rent = entry('rent', {});
  const deposit = entry('deposit', { kind: 'deposit', amount: 50_000 });
  const payment = entry('payment', { kind: 'payment', amount: -150_000 });

  it('offers a charge or a payment, never a reversal or what one has undone', () => {
    const undone = entry('undone', { kind: 'payment', amount: -1_000, reversed: true });
    const reversal = entry('reversal', { kind: 'reversal', amount: 1_000, reverses: 'undone' });
    const reversible = reversibleIn([rent, payment, undone, reversal]);

    expect([rent, payment, undone, reversal].map(reversible)).toEqual([true, true, false, false]);
  });

  it('holds back the charges a standing refund gives back, until that refund is reversed', () => {
    const refund = entry('refund', { kind: 'refund', amount: -150_000, refunds: ['rent', 'deposit'] });

    expect([rent, deposit, refund].map(reversibleIn([rent, deposit, refund]))).toEqual([false, false, true]);

    const reversedRefund = { ...refund, reversed: true };
    const reversal = entry('reversal', { kind: 'reversal', amount: 150_000, reverses: 'refund' });
    const after = reversibleIn([rent, deposit, reversedRefund, reversal]);

    expect([rent, deposit].map(after)).toEqual([true, true]);
  });

  it('offers the charges of a refund written before refunds named them, as the server still reverses them', () => {
    const older = entry('older', { kind: 'refund', amount: -100_000 });

    expect(reversibleIn([rent, older])(rent)).toBe(true);
  });
});
