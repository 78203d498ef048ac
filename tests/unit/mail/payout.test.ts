import { beforeAll, describe, expect, it } from 'vitest';
import { setMailEnvironment } from './mail-environment.ts';
import type { StoredEntry } from '../../../functions/data/ledger.ts';

let templates: typeof import('../../../functions/domain/notifications/templates/payout.ts');

beforeAll(async () => {
  setMailEnvironment();
  templates = await import('../../../functions/domain/notifications/templates/payout.ts');
});

const student = { id: 's1', email: 'ama@example.edu', fullName: 'Ama Mensah' };
const payout = {
  id: 'e1',
  at: '2026-12-01T16:12:00.000Z',
  studentId: 's1',
  kind: 'payout',
  amount: 20_000,
  currency: 'GHS',
  description: 'Credit paid out, Cash',
  method: 'cash',
  reference: null,
  receiptNumber: null,
} as StoredEntry;

describe('the payout mail', () => {
  it('writes the day of the payout in US English, as every mail writes a day (docs/spec.md §9)', () => {
    const { mail } = templates.payoutNotice(student, payout);

    expect(mail!.text).toContain('paid GHS 200.00 of your credit back to you by cash on December 1, 2026.');
    expect(mail!.text).not.toContain('2026-12-01');
  });
});
