import { describe, expect, it } from 'vitest';
import * as messages from '#contract/messages';
import { recordPaymentSchema, savePricesSchema, type PaymentMethod } from '#contract/money';
import { fieldErrors } from '../../../management/src/lib/form.ts';
import { typedAmountsForm } from '../../../management/src/lib/typed-amounts.ts';

const paymentForm = typedAmountsForm(
  (values: { amount: string; method: PaymentMethod; reference: string }, amount) => ({
    ...values,
    amount: amount(values.amount, 'GHS', ['amount']),
  }),
  recordPaymentSchema,
);

describe('a form of typed amounts', () => {
  it('tells a mistyped amount and the other fields’ errors at once', () => {
    const result = paymentForm.safeParse({ amount: '12,5x', method: 'bankTransfer', reference: '' });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors.amount).toMatch(/^Type an amount in GHS/);
    expect(errors.reference).toBe(messages.money.referenceRequired);
  });

  it('checks the rest of the body beside a mistyped amount', () => {
    const pricesForm = typedAmountsForm(
      (values: { deposit: string; paymentDueDays: string }, amount) => ({
        academicYear: '2025/2026',
        semester: 1,
        currency: 'GHS',
        rentByRoomType: {},
        roomOverrides: [],
        deposit: amount(values.deposit, 'GHS', ['deposit']),
        paymentDueDays: Number(values.paymentDueDays),
        refundPolicy: { fullRefundUntil: null, shareAfterPercent: 50 },
      }),
      savePricesSchema,
    );
    const result = pricesForm.safeParse({ deposit: '12,5x', paymentDueDays: '999' });
    expect(Object.keys(fieldErrors(result.error!))).toEqual(['deposit', 'paymentDueDays']);
  });

  it('tells a room priced twice beside a mistyped price of one of them', () => {
    const overridesForm = typedAmountsForm(
      (values: { overrides: Array<{ roomId: string; amount: string }> }, amount) => ({
        academicYear: '2025/2026',
        semester: 1,
        currency: 'GHS',
        rentByRoomType: {},
        roomOverrides: values.overrides.map((row, index) => ({
          roomId: row.roomId,
          amount: amount(row.amount, 'GHS', ['roomOverrides', index, 'amount']),
        })),
        deposit: 0,
        paymentDueDays: 14,
        refundPolicy: { fullRefundUntil: null, shareAfterPercent: 50 },
      }),
      savePricesSchema,
    );
    const twice = [
      { roomId: 'room-1', amount: '1,200' },
      { roomId: 'room-1', amount: '12,5x' },
    ];
    const errors = fieldErrors(overridesForm.safeParse({ overrides: twice }).error!);
    expect(errors['roomOverrides.1.amount']).toMatch(/^Type an amount in GHS/);
    expect(errors.roomOverrides).toBe(messages.money.roomPricedTwice);
    // A room not yet chosen is its own error; the rule waits until every room is read.
    const unread = [
      { roomId: '', amount: '1,200' },
      { roomId: '', amount: '1,300' },
    ];
    const unchosen = fieldErrors(overridesForm.safeParse({ overrides: unread }).error!);
    expect(unchosen.roomOverrides).toBeUndefined();
  });
});
