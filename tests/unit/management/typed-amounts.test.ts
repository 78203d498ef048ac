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
});
