import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../../functions/contract/money.ts';
import { outstandingQuerySchema } from '../../../functions/contract/money-reports.ts';
import * as z from '../../../functions/contract/zod.ts';
import {
  ageingOf,
  bucketOf,
  outstandingPage,
  outstandingStudents,
} from '../../../functions/domain/money/ageing.ts';

let sequence = 0;
const entry = (fields: Partial<LedgerEntry> & Pick<LedgerEntry, 'kind' | 'amount'>): LedgerEntry => ({
  id: `e${++sequence}`,
  at: '2026-01-01T09:00:00.000Z',
  currency: 'GHS',
  description: fields.kind,
  reason: null,
  dueDate: null,
  bookingId: null,
  method: null,
  reference: null,
  receiptNumber: null,
  reverses: null,
  reversed: false,
  recordedBy: { id: 'staff', name: 'Staff', role: 'admin' },
  ...fields,
});
const charge = (amount: number, dueDate: string) => entry({ kind: 'rent', amount, dueDate });
const payment = (amount: number) => entry({ kind: 'payment', amount: -amount });

describe('bucketOf', () => {
  it('puts a charge under 30 days past due, or not yet due, in current', () => {
    expect(bucketOf(-5)).toBe('current');
    expect(bucketOf(29)).toBe('current');
  });

  it('moves a charge to the next bucket on its 30th, 60th and 90th day past due', () => {
    expect(bucketOf(30)).toBe('days30');
    expect(bucketOf(59)).toBe('days30');
    expect(bucketOf(60)).toBe('days60');
    expect(bucketOf(89)).toBe('days60');
    expect(bucketOf(90)).toBe('days90');
    expect(bucketOf(400)).toBe('days90');
  });
});

describe('ageingOf', () => {
  const today = '2026-06-30';

  it('ages each unpaid charge by the days since its due date', () => {
    const ageing = ageingOf(
      [
        charge(100, '2026-06-20'),
        charge(200, '2026-05-31'),
        charge(300, '2026-04-30'),
        charge(400, '2026-03-01'),
      ],
      today,
      'UTC',
    );
    expect(ageing).toEqual({
      due: 1000,
      buckets: { current: 100, days30: 200, days60: 300, days90: 400 },
      oldestDueDate: '2026-03-01',
    });
  });

  it('settles the oldest due charge first, whatever order the entries were written in', () => {
    const ageing = ageingOf(
      [charge(500, '2026-06-25'), charge(500, '2026-02-01'), payment(700)],
      today,
      'UTC',
    );
    expect(ageing.buckets).toEqual({ current: 300, days30: 0, days60: 0, days90: 0 });
    expect(ageing.due).toBe(300);
    expect(ageing.oldestDueDate).toBe('2026-06-25');
  });

  it('owes nothing when the credits cover every charge, and keeps no due date', () => {
    expect(ageingOf([charge(500, '2026-01-01'), payment(600)], today, 'UTC')).toEqual({
      due: 0,
      buckets: { current: 0, days30: 0, days60: 0, days90: 0 },
      oldestDueDate: null,
    });
  });

  it('leaves a reversed payment and its reversal aside, so the charge is owed again', () => {
    const paid = { ...payment(500), reversed: true };
    const reversal = entry({ kind: 'reversal', amount: 500, reverses: paid.id });
    const ageing = ageingOf([charge(500, '2026-03-01'), paid, reversal], today, 'UTC');
    expect(ageing.due).toBe(500);
    expect(ageing.buckets.days90).toBe(500);
  });

  it('leaves a reversed charge aside, so its reversal does not pay another charge', () => {
    const wrong = { ...charge(800, '2026-01-01'), reversed: true };
    const reversal = entry({ kind: 'reversal', amount: -800, reverses: wrong.id });
    const ageing = ageingOf([wrong, reversal, charge(300, '2026-06-29')], today, 'UTC');
    expect(ageing).toMatchObject({ due: 300, buckets: { current: 300, days90: 0 } });
  });

  it('counts refunds and rent credits as credits, and dates a charge without a due date by when it was written', () => {
    const ageing = ageingOf(
      [
        entry({ kind: 'deposit', amount: 400, at: '2026-05-01T10:00:00.000Z' }),
        charge(600, '2026-06-29'),
        entry({ kind: 'refund', amount: -100 }),
        entry({ kind: 'rent', amount: -100 }),
      ],
      today,
      'UTC',
    );
    expect(ageing.buckets).toEqual({ current: 600, days30: 0, days60: 200, days90: 0 });
    expect(ageing.oldestDueDate).toBe('2026-05-01');
  });

  it('dates a charge without a due date by the hostel’s day it was written on', () => {
    // 20:00 UTC on 1 May is already 2 May in Tokyo.
    const undated = entry({ kind: 'deposit', amount: 400, at: '2026-05-01T20:00:00.000Z' });
    expect(ageingOf([undated], today, 'Asia/Tokyo').oldestDueDate).toBe('2026-05-02');
    expect(ageingOf([undated], today, 'UTC').oldestDueDate).toBe('2026-05-01');
  });

  it('always leaves the sum of the buckets equal to the balance when anything is owed', () => {
    const entries = [
      charge(1234, '2026-01-15'),
      charge(999, '2026-04-01'),
      payment(1500),
      charge(77, '2026-06-30'),
    ];
    const ageing = ageingOf(entries, today, 'UTC');
    const balance = entries.reduce((sum, line) => sum + line.amount, 0);
    expect(ageing.due).toBe(balance);
    expect(Object.values(ageing.buckets).reduce((sum, amount) => sum + amount, 0)).toBe(balance);
  });
});

describe('outstandingPage', () => {
  const today = '2026-06-30';
  const person = (name: string) => ({
    id: name,
    publicId: `p-${name}`,
    fullName: name,
    email: `${name}@x.test`,
  });
  const rows = outstandingStudents(
    [
      { student: person('Ama'), currency: 'GHS', entries: [charge(300, '2026-06-25')] },
      { student: person('Kofi'), currency: 'GHS', entries: [charge(900, '2026-02-01')] },
      {
        student: person('Esi'),
        currency: 'GHS',
        entries: [charge(500, '2026-05-15'), charge(100, '2026-06-29')],
      },
      { student: person('Yaw'), currency: 'GHS', entries: [charge(200, '2026-01-01'), payment(200)] },
      { student: person('Dollar'), currency: 'USD', entries: [charge(5000, '2026-01-01')] },
    ],
    today,
    'UTC',
    'GHS',
  );
  const query = (input: Record<string, string>) => z.parse(outstandingQuerySchema, input);

  it('leaves out those who owe nothing and ledgers in another currency, most owed first', () => {
    const page = outstandingPage(rows, query({}), today, 'GHS');
    expect(page.students.map((row) => row.student.fullName)).toEqual(['Kofi', 'Esi', 'Ama']);
    expect(page.totals).toMatchObject({
      due: 1800,
      buckets: { current: 400, days30: 500, days60: 0, days90: 900 },
    });
  });

  it('sorts by the oldest debt and by name, either way', () => {
    const names = (sort: string) =>
      outstandingPage(rows, query({ sort }), today, 'GHS').students.map((row) => row.student.fullName);
    expect(names('oldest')).toEqual(['Kofi', 'Esi', 'Ama']);
    expect(names('-oldest')).toEqual(['Ama', 'Esi', 'Kofi']);
    expect(names('name')).toEqual(['Ama', 'Esi', 'Kofi']);
    expect(names('due')).toEqual(['Ama', 'Esi', 'Kofi']);
  });

  it('keeps only those owing in the bucket asked for, and pages what is left', () => {
    const late = outstandingPage(rows, query({ bucket: 'days30' }), today, 'GHS');
    expect(late.students.map((row) => row.student.fullName)).toEqual(['Esi']);
    const second = outstandingPage(rows, query({ limit: '2', page: '2', sort: 'name' }), today, 'GHS');
    expect(second.students.map((row) => row.student.fullName)).toEqual(['Kofi']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
  });

  it('refuses a bucket or sort it does not know, with the message', () => {
    expect(z.safeParse(outstandingQuerySchema, { bucket: 'days120' }).error?.issues[0]?.message).toBe(
      'Age must be current, 30, 60 or 90+ days',
    );
    expect(z.safeParse(outstandingQuerySchema, { sort: 'balance' }).success).toBe(false);
  });
});
