import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import type { OutstandingResponse, OutstandingStudent } from '../../../functions/contract/money-reports.ts';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { balanceKey } from '../../../functions/data/keys.ts';
import { entryOf, keepChargesOnBalances, ledgerOf, writeEntries } from '../../../functions/data/ledger.ts';
import { keptChargesOf, standingChargesOfLedger } from '../../../functions/data/standing-charges.ts';
import { ageingOf } from '../../../functions/domain/money/ageing.ts';
import { hostelTimeZone } from '../../../functions/platform/hostel-time.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { pay, reverse, storedBalanceOf } from '../../support/money.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAs('admin');
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Rent charges due on the days given (days ago), written as a booking's charges are. */
async function charged(studentId: string, ...charges: [amount: number, dueDaysAgo: number][]) {
  await writeEntries(
    charges.map(([amount, dueDaysAgo]) =>
      entryOf({
        studentId,
        kind: 'rent',
        amount,
        currency: 'GHS',
        description: 'Rent',
        dueDate: daysAgo(dueDaysAgo),
        recordedBy: { id: admin.user.id, role: 'admin' },
        period: null,
      }),
    ),
  );
}

async function outstanding(query = ''): Promise<OutstandingResponse> {
  const response = await call(admin, 'GET', `/money/outstanding${query}`);
  if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  return response.body as OutstandingResponse;
}

/** Every row of the list in the order asked, page after page. */
async function everyRow(query: string, limit = 100): Promise<OutstandingStudent[]> {
  const rows: OutstandingStudent[] = [];
  for (let page = 1; ; page++) {
    const answer = await outstanding(`?limit=${limit}&page=${page}${query}`);
    rows.push(...answer.students);
    if (page >= answer.pagination.pages) return rows;
  }
}

const namesOf = (rows: OutstandingStudent[], among: SignedIn[]) =>
  rows
    .filter((row) => among.some((who) => who.user.id === row.student.id))
    .map((row) => row.student.fullName);

describe('the outstanding list', () => {
  it('ages what each student owes by their unpaid charges’ due dates, payments settling the oldest first', async () => {
    const student = await aStudent();
    await charged(student.user.id, [100_000, 100], [200_000, 45], [50_000, 3]);
    await pay(admin, student.user.id, 60_000);

    const row = (await everyRow('')).find((item) => item.student.id === student.user.id);
    expect(row).toMatchObject({
      due: 290_000,
      currency: 'GHS',
      buckets: { current: 50_000, days30: 200_000, days60: 0, days90: 40_000 },
      oldestDueDate: daysAgo(100),
      student: { publicId: student.user.publicId, fullName: student.user.fullName },
    });
  });

  it('leaves out a student who has paid everything, and takes them back when the payment is reversed', async () => {
    const student = await aStudent();
    await charged(student.user.id, [30_000, 70]);
    const { entry } = await pay(admin, student.user.id, 30_000);
    expect((await everyRow('')).some((row) => row.student.id === student.user.id)).toBe(false);

    expect((await reverse(admin, student.user.id, entry.id, 'Bounced transfer')).status).toBe(200);
    const row = (await everyRow('')).find((item) => item.student.id === student.user.id);
    expect(row?.buckets).toEqual({ current: 0, days30: 0, days60: 30_000, days90: 0 });
  });

  it('sorts on the server by amount due, oldest debt and name, either way', async () => {
    const [ama, kofi, esi] = await Promise.all([
      aStudent('female', { fullName: 'Ageing Ama' }),
      aStudent('male', { fullName: 'Ageing Kofi' }),
      aStudent('female', { fullName: 'Ageing Esi' }),
    ]);
    await Promise.all([
      charged(ama.user.id, [10_000, 5]),
      charged(kofi.user.id, [90_000, 120]),
      charged(esi.user.id, [40_000, 61]),
    ]);
    const mine = [ama, kofi, esi];

    expect(namesOf(await everyRow(''), mine)).toEqual(['Ageing Kofi', 'Ageing Esi', 'Ageing Ama']);
    expect(namesOf(await everyRow('&sort=due'), mine)).toEqual(['Ageing Ama', 'Ageing Esi', 'Ageing Kofi']);
    expect(namesOf(await everyRow('&sort=oldest'), mine)).toEqual([
      'Ageing Kofi',
      'Ageing Esi',
      'Ageing Ama',
    ]);
    expect(namesOf(await everyRow('&sort=-oldest'), mine)).toEqual([
      'Ageing Ama',
      'Ageing Esi',
      'Ageing Kofi',
    ]);
    expect(namesOf(await everyRow('&sort=name'), mine)).toEqual(['Ageing Ama', 'Ageing Esi', 'Ageing Kofi']);
    expect(namesOf(await everyRow('&sort=-name'), mine)).toEqual(['Ageing Kofi', 'Ageing Esi', 'Ageing Ama']);
  });

  it('pages the sorted list without losing or repeating a student', async () => {
    const students = await Promise.all([1, 2, 3, 4, 5].map(() => aStudent()));
    await Promise.all(
      students.map((student, index) => charged(student.user.id, [1_000 * (index + 1), index * 20])),
    );

    const whole = await everyRow('&sort=name');
    const paged = await everyRow('&sort=name', 2);
    expect(paged.map((row) => row.student.id)).toEqual(whole.map((row) => row.student.id));
    const first = await outstanding('?limit=2&sort=name');
    expect(first.pagination).toEqual({
      page: 1,
      limit: 2,
      total: whole.length,
      pages: Math.ceil(whole.length / 2),
    });
    expect(first.totals.due).toBe(whole.reduce((sum, row) => sum + row.due, 0));
  });

  it('filters by age bucket: only those owing something in it', async () => {
    const [late, recent] = await Promise.all([aStudent(), aStudent()]);
    await Promise.all([charged(late.user.id, [5_000, 95], [5_000, 1]), charged(recent.user.id, [7_000, 2])]);

    const ninety = await everyRow('&bucket=days90');
    expect(ninety.some((row) => row.student.id === late.user.id)).toBe(true);
    expect(ninety.some((row) => row.student.id === recent.user.id)).toBe(false);
    expect(ninety.every((row) => row.buckets.days90 > 0)).toBe(true);
    const current = await everyRow('&bucket=current');
    expect(current.some((row) => row.student.id === recent.user.id)).toBe(true);
  });
});

/** A student's balance as a release before decision 0119 left it: no charges kept, no count of entries. */
async function asBefore0119(studentId: string) {
  const { charges } = await storedBalanceOf(studentId);
  const names = Object.keys(charges);
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: balanceKey(studentId),
      UpdateExpression: ['REMOVE chargesEntryCount', ...names.map((_, index) => `#charge${index}`)].join(
        ', ',
      ),
      ...(names.length > 0
        ? {
            ExpressionAttributeNames: Object.fromEntries(
              names.map((name, index) => [`#charge${index}`, name]),
            ),
          }
        : {}),
    }),
  );
}

/** Entries written as the booking operations write them: charges (a deposit with no due date) and refunds. */
async function written(
  studentId: string,
  ...entries: [kind: 'rent' | 'deposit' | 'refund', amount: number, dueDaysAgo: number | null][]
) {
  await writeEntries(
    entries.map(([kind, amount, dueDaysAgo]) =>
      entryOf({
        studentId,
        kind,
        amount,
        currency: 'GHS',
        description: kind,
        dueDate: dueDaysAgo === null ? null : daysAgo(dueDaysAgo),
        recordedBy: { id: admin.user.id, role: 'admin' },
        period: null,
      }),
    ),
  );
}

/** Each student's row of the list beside their whole ledger's ageing on the list's day, the rule it keeps to. */
async function rowsAndLedgers(students: SignedIn[]) {
  const rows = await everyRow('');
  const asOf = (await outstanding('?limit=1')).asOf;
  return Promise.all(
    students.map(async (student) => {
      const row = rows.find((item) => item.student.id === student.user.id);
      const ageing = ageingOf((await ledgerOf(student.user.id)).entries, asOf, hostelTimeZone());
      return {
        listed: row ? { due: row.due, buckets: row.buckets, oldestDueDate: row.oldestDueDate } : null,
        ledger: ageing.due > 0 ? ageing : null,
      };
    }),
  );
}

describe('the outstanding list, from the charges each balance keeps (decision 0119)', () => {
  it('ages every ledger as its whole history would: many charges, part payments, refunds and reversals', async () => {
    const students = await Promise.all([1, 2, 3, 4].map(() => aStudent()));
    const [many, reversedCharge, bounced, paidUp] = students.map((student) => student.user.id) as [
      string,
      string,
      string,
      string,
    ];
    // Charges across every bucket, several due the same day, one with no due date; paid in parts.
    await written(many, ['rent', 40_000, 120], ['rent', 25_000, 120], ['deposit', 30_000, null]);
    await written(
      many,
      ['rent', 50_000, 65],
      ['rent', 45_000, 31],
      ['rent', 20_000, 2],
      ['rent', 10_000, -10],
    );
    for (const amount of [15_000, 30_000, 7_500]) await pay(admin, many, amount);
    await written(many, ['refund', -12_000, null]);

    // A charge written by mistake, reversed after a payment: newer than the oldest still unpaid, so
    // counted by mistake it would push the debt onto the wrong days.
    await written(
      reversedCharge,
      ['rent', 60_000, 95],
      ['rent', 40_000, 40],
      ['rent', 35_000, 40],
      ['rent', 5_000, 1],
    );
    await pay(admin, reversedCharge, 20_000);
    const wrong = (await ledgerOf(reversedCharge)).entries.find((entry) => entry.amount === 35_000)!;
    expect((await reverse(admin, reversedCharge, wrong.id, 'Charged twice')).status).toBe(200);

    // A payment bounced after later charges were paid: the oldest is owed again.
    await written(bounced, ['rent', 30_000, 100], ['rent', 30_000, 70]);
    const { entry: cheque } = await pay(admin, bounced, 45_000);
    await written(bounced, ['rent', 20_000, 10]);
    await pay(admin, bounced, 20_000);
    expect((await reverse(admin, bounced, cheque.id, 'Bounced cheque')).status).toBe(200);

    // Paid in full, then a refund reversed: owes the refund's amount again, on the newest charges.
    await written(paidUp, ['rent', 25_000, 80], ['rent', 25_000, 20], ['refund', -5_000, null]);
    await pay(admin, paidUp, 45_000);
    const refund = (await ledgerOf(paidUp)).entries.find((entry) => entry.kind === 'refund')!;
    expect((await reverse(admin, paidUp, refund.id, 'Refunded in error')).status).toBe(200);

    for (const id of [many, reversedCharge, bounced, paidUp])
      expect(keptChargesOf((await storedBalanceOf(id)).item), 'kept: no ledger read').not.toBeNull();
    const compared = await rowsAndLedgers(students);
    for (const { listed, ledger } of compared) expect(listed).toEqual(ledger);
    expect(compared.every(({ listed }) => listed !== null)).toBe(true);
  });

  it('ages a balance from before the charges were kept from its ledger, until the carry-over fills them in', async () => {
    const student = await aStudent();
    const id = student.user.id;
    await written(id, ['rent', 70_000, 100], ['deposit', 20_000, null], ['rent', 30_000, 35]);
    await pay(admin, id, 50_000);
    await asBefore0119(id);
    // Written after the release: its charge is kept, the older ones are not.
    await written(id, ['rent', 15_000, 5]);
    expect(keptChargesOf((await storedBalanceOf(id)).item)).toBeNull();
    const before = await rowsAndLedgers([student]);
    expect(before[0]!.listed).toEqual(before[0]!.ledger);
    expect(before[0]!.listed).toMatchObject({ due: 85_000, oldestDueDate: daysAgo(100) });

    expect(await keepChargesOnBalances()).toBeGreaterThanOrEqual(1);
    const { item, charges } = await storedBalanceOf(id);
    expect(keptChargesOf(item)).not.toBeNull();
    expect(charges).toEqual(standingChargesOfLedger((await ledgerOf(id)).stored));
    expect(await rowsAndLedgers([student])).toEqual(before);
  });

  it('fills in a balance exactly while payments and charges land on it at the same moment', async () => {
    const student = await aStudent();
    const id = student.user.id;
    await written(id, ['rent', 40_000, 90], ['rent', 40_000, 45]);
    await asBefore0119(id);

    // Payments and charges, two at a time, from before the run starts until after it ends.
    let running = true;
    const run = keepChargesOnBalances().finally(() => (running = false));
    const writer = async (first: number) => {
      for (let step = first; step < 40 && (running || step < first + 4); step += 2)
        await (step % 4 < 2 ? pay(admin, id, 1_000 + step) : written(id, ['rent', 2_000 + step, step % 9]));
    };
    await Promise.all([run, writer(0), writer(1)]);

    // One run, raced: it read the ledger again whenever a write came between its read and its own.
    const { item, charges } = await storedBalanceOf(id);
    const ledger = await ledgerOf(id);
    expect(item.chargesEntryCount).toBe(ledger.stored.length);
    expect(charges).toEqual(standingChargesOfLedger(ledger.stored));
    const [{ listed, ledger: aged }] = (await rowsAndLedgers([student])) as [
      { listed: unknown; ledger: unknown },
    ];
    expect(listed).toEqual(aged);
  });
});

describe('the outstanding list refuses', () => {
  it('students and anonymous callers', async () => {
    const student = await aStudent();
    await charged(student.user.id, [1_000, 40]);
    expect((await call(student, 'GET', '/money/outstanding')).status).toBe(403);
    expect((await call(null, 'GET', '/money/outstanding')).status).toBe(401);
  });

  it('a sort it does not offer, forged or inherited, with the message', async () => {
    for (const sort of ['balance', 'constructor', '__proto__', '-toString', 'due;drop', 'x'.repeat(100)]) {
      const response = await call(admin, 'GET', `/money/outstanding?sort=${encodeURIComponent(sort)}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(messages.addresses.sortInvalid);
    }
  });

  it('a bucket, page or limit out of range, with the message', async () => {
    const bucket = await call(admin, 'GET', '/money/outstanding?bucket=days120');
    expect([bucket.status, bucket.body.message]).toEqual([400, messages.money.bucketInvalid]);
    const page = await call(admin, 'GET', '/money/outstanding?page=0');
    expect([page.status, page.body.message]).toEqual([400, messages.addresses.pageInvalid]);
    const limit = await call(admin, 'GET', '/money/outstanding?limit=1000');
    expect(limit.status).toBe(400);
  });

  it('nothing a page past the end, rather than an error', async () => {
    const far = await outstanding('?page=10000');
    expect(far.students).toEqual([]);
  });
});
