import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../../functions/contract/money.ts';
import { paymentsOfPeriod } from '../../../functions/domain/money/payments-report.ts';
import { balancesTable, paymentsTable } from '../../../management/src/lib/reports/spreadsheet-tables.ts';

const entry = (fields: Partial<LedgerEntry>): LedgerEntry => ({
  id: Math.random().toString(36),
  at: '2026-02-01T10:00:00.000Z',
  kind: 'payment',
  amount: -10_000,
  currency: 'GHS',
  description: 'Payment',
  reason: null,
  dueDate: null,
  bookingId: null,
  method: 'cash',
  reference: null,
  receiptNumber: 'R-000001',
  reverses: null,
  reversed: false,
  recordedBy: { id: 'staff', name: null, role: 'admin' },
  period: '2025/2026#2',
  ...fields,
});
const ama = { id: 'a', fullName: 'Ama Mensah' };

describe('paymentsOfPeriod', () => {
  const ledgers = [
    {
      student: ama,
      entries: [
        entry({
          at: '2026-03-01T00:00:00.000Z',
          receiptNumber: 'R-000003',
          method: 'mobileMoney',
          reference: 'MTN-1',
        }),
        entry({ at: '2026-01-05T00:00:00.000Z', receiptNumber: 'R-000001', reversed: true }),
        entry({ kind: 'rent', amount: 240_000, receiptNumber: null }),
        entry({ receiptNumber: 'R-000002', period: '2025/2026#1' }),
        entry({ receiptNumber: 'R-000009', period: null }),
      ],
    },
  ];

  it('lists the period’s payments oldest first, as amounts received, reversed ones marked', () => {
    const rows = paymentsOfPeriod(ledgers, { academicYear: '2025/2026', semester: 2 });
    expect(rows.map((row) => [row.receiptNumber, row.amount, row.reversed])).toEqual([
      ['R-000001', 10_000, true],
      ['R-000003', 10_000, false],
    ]);
    expect(rows[1]).toMatchObject({ student: ama, method: 'mobileMoney', reference: 'MTN-1' });
  });

  it('takes both semesters of the year without a semester', () => {
    const rows = paymentsOfPeriod(ledgers, { academicYear: '2025/2026' });
    expect(rows.map((row) => row.receiptNumber).sort()).toEqual(['R-000001', 'R-000002', 'R-000003']);
  });
});

describe('the money spreadsheets', () => {
  it('write payments with headers in words and amounts in the major unit, so they sum', () => {
    const table = paymentsTable([
      {
        at: '2026-03-01T09:30:00.000Z',
        student: { fullName: 'Ama Mensah' },
        receiptNumber: 'R-000042',
        method: 'bankTransfer',
        reference: 'GCB-7',
        amount: 120_050,
        currency: 'GHS',
        reversed: false,
      },
    ]);
    expect(table.sheet).toBe('Payments');
    expect(table.headers).toEqual([
      'Date',
      'Student',
      'Receipt Number',
      'Method',
      'Reference',
      'Amount',
      'Currency',
      'Reversed',
    ]);
    expect(table.rows[0]).toEqual([
      new Date('2026-03-01T09:30:00.000Z'),
      'Ama Mensah',
      'R-000042',
      'Bank transfer',
      'GCB-7',
      1200.5,
      'GHS',
      'No',
    ]);
  });

  it('write balances with each age bucket as its own column', () => {
    const table = balancesTable([
      {
        student: { fullName: 'Kofi Boateng', email: 'kofi@example.edu' },
        currency: 'GHS',
        due: 90_000,
        buckets: { current: 10_000, days30: 0, days60: 30_000, days90: 50_000 },
        oldestDueDate: '2026-01-15',
      },
    ]);
    expect(table.headers).toEqual([
      'Student',
      'Email',
      'Owed',
      'Current',
      '30 days',
      '60 days',
      '90+ days',
      'Oldest Due',
      'Currency',
    ]);
    expect(table.rows[0]).toEqual([
      'Kofi Boateng',
      'kofi@example.edu',
      900,
      100,
      0,
      300,
      500,
      // The due date's own day in the user's calendar, wherever the test runs.
      new Date(2026, 0, 15),
      'GHS',
    ]);
  });
});
