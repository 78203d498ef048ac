import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../../functions/contract/money.ts';
import { outstandingQuerySchema } from '../../../functions/contract/money-reports.ts';
import * as z from '../../../functions/contract/zod.ts';
import {
  ageingOf,
  ageingOfBalance,
  bucketOf,
  outstandingPage,
  outstandingStudents,
} from '../../../functions/domain/money/ageing.ts';
import { keptChargesOf, standingChargesOfLedger } from '../../../functions/data/standing-charges.ts';

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

/**
 * What a balance keeps of a ledger (data/standing-charges.ts), as its writes leave it: the balance, the
 * entries counted, and the standing charges.
 */
const keptOf = (entries: readonly LedgerEntry[]) => {
  const item = {
    balance: entries.reduce((sum, line) => sum + line.amount, 0),
    entryCount: entries.length,
    chargesEntryCount: entries.length,
    ...standingChargesOfLedger(entries),
  };
  return { balance: item.balance, charges: keptChargesOf(item)! };
};

/** A ledger as staff and bookings write one: `steps` random charges, credits and reversals. */
function randomLedger(random: () => number, steps: number): LedgerEntry[] {
  const pick = <T>(from: readonly T[]) => from[Math.floor(random() * from.length)]!;
  // Few due dates, so many charges share one; entries 49 hours apart, so those without a due date
  // fall at every hour of the day, on one side of midnight in one zone and the other in another.
  const dueDates = ['2025-11-30', '2026-01-15', '2026-03-31', '2026-05-02', '2026-06-29', '2026-07-20'];
  const entries: LedgerEntry[] = [];
  for (let step = 0; step < steps; step++) {
    const at = new Date(Date.parse('2025-10-01T00:00:00Z') + step * 49 * 3_600_000).toISOString();
    const amount = 100 * (1 + Math.floor(random() * 50));
    const open = entries.filter((line) => !line.reversed && line.kind !== 'reversal');
    const roll = random();
    if (roll < 0.12 && open.length > 0) {
      const original = pick(open);
      original.reversed = true;
      entries.push(entry({ kind: 'reversal', amount: -original.amount, reverses: original.id, at }));
    } else if (roll < 0.5) entries.push(entry({ kind: 'rent', amount, dueDate: pick(dueDates), at }));
    else if (roll < 0.6) entries.push(entry({ kind: 'deposit', amount, at }));
    else if (roll < 0.63) entries.push(entry({ kind: 'payout', amount, at }));
    else if (roll < 0.67) entries.push(entry({ kind: 'refund', amount: -amount, at }));
    else entries.push(entry({ kind: 'payment', amount: -amount, at }));
  }
  return entries;
}

/** Park and Miller's generator: the same ledgers on every run, so a failure can be replayed. */
const seeded = (seed: number) => () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;

describe('ageingOfBalance', () => {
  const today = '2026-06-30';

  it('ages a balance from the charges it keeps exactly as ageingOf ages the whole ledger', () => {
    const random = seeded(26);
    let owing = 0;
    for (let ledger = 0; ledger < 300; ledger++) {
      const entries = randomLedger(random, 1 + Math.floor(random() * 40));
      const { balance, charges } = keptOf(entries);
      if (balance > 0) owing += 1;
      for (const zone of ['UTC', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])
        expect(ageingOfBalance(balance, charges, today, zone), `ledger ${ledger} in ${zone}`).toEqual(
          ageingOf(entries, today, zone),
        );
    }
    // Most ledgers owe, so the list's own case is what is compared.
    expect(owing).toBeGreaterThan(150);
  });

  it('settles the oldest due first across charges of one day, partly paid', () => {
    const entries = [
      charge(300, '2026-06-01'),
      charge(200, '2026-01-15'),
      charge(500, '2026-01-15'),
      payment(650),
    ];
    const { balance, charges } = keptOf(entries);
    expect(ageingOfBalance(balance, charges, today, 'UTC')).toEqual({
      due: 350,
      buckets: { current: 300, days30: 0, days60: 0, days90: 50 },
      oldestDueDate: '2026-01-15',
    });
  });

  it('owes a reversed payment’s charges again and no longer a reversed charge', () => {
    const paid = { ...payment(500), reversed: true };
    const wrong = { ...charge(800, '2026-01-01'), reversed: true };
    const entries = [
      charge(500, '2026-03-01'),
      paid,
      entry({ kind: 'reversal', amount: 500, reverses: paid.id }),
      wrong,
      entry({ kind: 'reversal', amount: -800, reverses: wrong.id }),
    ];
    const { balance, charges } = keptOf(entries);
    expect(ageingOfBalance(balance, charges, today, 'UTC')).toMatchObject({
      due: 500,
      buckets: { days90: 500 },
      oldestDueDate: '2026-03-01',
    });
  });
});

describe('keptChargesOf', () => {
  it('gives none from a balance whose charges have not taken in every entry', () => {
    const charges = standingChargesOfLedger([charge(100, '2026-01-01')]);
    expect(keptChargesOf({ entryCount: 3, chargesEntryCount: 1, ...charges })).toBeNull();
    expect(keptChargesOf({ entryCount: 3, ...charges })).toBeNull();
    expect(keptChargesOf({ entryCount: 1, chargesEntryCount: 1, ...charges })).toEqual([
      { amount: 100, dueDate: '2026-01-01' },
    ]);
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
