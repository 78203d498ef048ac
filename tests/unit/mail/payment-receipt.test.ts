import { beforeAll, describe, expect, it } from 'vitest';
import { setMailEnvironment } from './mail-environment.ts';
import type { StoredEntry } from '../../../functions/data/ledger.ts';

let templates: typeof import('../../../functions/domain/notifications/templates/payment-receipt.ts');

beforeAll(async () => {
  setMailEnvironment();
  templates = await import('../../../functions/domain/notifications/templates/payment-receipt.ts');
});

const student = { id: 's1', email: 'ama@example.edu', fullName: 'Ama Mensah' };
const payment = {
  id: 'e1',
  at: '2026-12-01T16:12:00.000Z',
  studentId: 's1',
  kind: 'payment',
  amount: -50_000,
  currency: 'GHS',
  description: 'Payment (Cash)',
  method: 'cash',
  reference: null,
  receiptNumber: 'R-000042',
} as StoredEntry;

describe('the receipt mail', () => {
  it('writes the day of the payment in US English, as every mail writes a day (docs/spec.md §9)', () => {
    const { mail } = templates.paymentReceiptNotice(student, payment);

    expect(mail!.text).toContain('We have received your payment of GHS 500.00 by cash on December 1, 2026.');
    expect(mail!.text).not.toContain('2026-12-01');
  });
});
