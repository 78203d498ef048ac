import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import type { OutstandingResponse, OutstandingStudent } from '../../../functions/contract/money-reports.ts';
import { entryOf, writeEntries } from '../../../functions/data/ledger.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { pay, reverse } from '../../support/money.ts';
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
