import { beforeAll, describe, expect, it } from 'vitest';
import { setMailEnvironment } from './mail-environment.ts';
import type { StoredEntry } from '../../../functions/data/ledger.ts';

let receipts: typeof import('../../../functions/domain/notifications/templates/payment-receipt.ts');
let payouts: typeof import('../../../functions/domain/notifications/templates/payout.ts');

beforeAll(async () => {
  setMailEnvironment();
  receipts = await import('../../../functions/domain/notifications/templates/payment-receipt.ts');
  payouts = await import('../../../functions/domain/notifications/templates/payout.ts');
});

const student = { id: 's1', email: 'ama@example.edu', fullName: 'Ama Mensah' };
/** A ledger entry of the desk's, at 16:12 on Dec 1, 2026. */
const entry = (
  kind: 'payment' | 'payout',
  amount: number,
  description: string,
  receiptNumber: string | null,
) =>
  ({
    id: 'e1',
    at: '2026-12-01T16:12:00.000Z',
    studentId: 's1',
    kind,
    amount,
    currency: 'GHS',
    description,
    method: 'cash',
    reference: null,
    receiptNumber,
  }) as StoredEntry;

describe('the receipt mail', () => {
  it('writes the day of the payment in US English, as every mail writes a day (docs/spec.md §9)', () => {
    const payment = entry('payment', -50_000, 'Payment (Cash)', 'R-000042');
    const { mail } = receipts.paymentReceiptNotice(student, payment);

    expect(mail!.text).toContain('We have received your payment of GHS 500.00 by cash on December 1, 2026.');
    expect(mail!.text).not.toContain('2026-12-01');
  });
});

describe('the payout mail', () => {
  it('writes the day of the payout in US English, as every mail writes a day (docs/spec.md §9)', () => {
    const payout = entry('payout', 20_000, 'Credit paid out, Cash', null);
    const { mail } = payouts.payoutNotice(student, payout);

    expect(mail!.text).toContain('paid GHS 200.00 of your credit back to you by cash on December 1, 2026.');
    expect(mail!.text).not.toContain('2026-12-01');
  });
});
