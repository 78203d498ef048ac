import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { ledgerOf } from '../../../functions/data/ledger.ts';
import { invoke } from '../../support/invoke.ts';
import { lastMailTo } from '../../support/mail.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { moneyOf, pay, reverse } from '../../support/money.ts';
import { owing } from '../../support/paystack.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAs('admin');
});

const receiptSequence = (receipt: string) => Number(receipt.slice(2));

describe('desk payments', () => {
  it('are recorded with the next receipt number and lower the balance', async () => {
    const student = await aStudent();
    const first = await pay(admin, student.user.id, 150_000, 'mobileMoney', 'MTN-774412');
    const second = await pay(admin, student.user.id, 25_000);

    expect(first.entry.receiptNumber).toMatch(/^R-\d{6}$/);
    expect(receiptSequence(second.entry.receiptNumber)).toBe(receiptSequence(first.entry.receiptNumber) + 1);
    expect(second.balance).toBe(-175_000);
    const money = await moneyOf(student, student.user.id);
    expect(money.entries.map((entry) => [entry.kind, entry.amount, entry.method, entry.reference])).toEqual([
      ['payment', -150_000, 'mobileMoney', 'MTN-774412'],
      ['payment', -25_000, 'cash', null],
    ]);
  });

  it('leave the student told since when what they still owe is due, and how much of it is late', async () => {
    const student = await aStudent();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await owing(student, 100_000, day(-20));
    await owing(student, 240_000, day(-3));
    await owing(student, 50_000, day(5));
    expect(await moneyOf(student, student.user.id)).toMatchObject({
      balance: 390_000,
      oldestDueDate: day(-20),
      overdue: 340_000,
    });

    // Payments settle the oldest charge first: what is left has been due since the second.
    await pay(admin, student.user.id, 150_000);
    expect(await moneyOf(student, student.user.id)).toMatchObject({
      balance: 240_000,
      oldestDueDate: day(-3),
      overdue: 190_000,
    });

    await pay(admin, student.user.id, 240_000);
    expect(await moneyOf(admin, student.user.id)).toMatchObject({
      balance: 0,
      oldestDueDate: null,
      overdue: 0,
    });
  });

  it('mail the student their receipt', async () => {
    const student = await aStudent();
    const { entry } = await pay(admin, student.user.id, 120_050, 'bankTransfer', 'GCB-0091');
    const mail = await lastMailTo(student.user.email);
    expect(mail.subject).toBe(`Receipt ${entry.receiptNumber}: GHS 1,200.50 received`);
    expect(mail.text).toContain('by bank transfer (reference GCB-0091)');
  });

  it('are in the audit trail with who took them', async () => {
    const student = await aStudent();
    const { entry } = await pay(admin, student.user.id, 1_000);
    const trail = await call(await signedInAs('super_admin'), 'GET', '/audit?action=money.payment');
    const recorded = trail.body.entries.find(
      (item: { after: { receiptNumber: string } }) => item.after.receiptNumber === entry.receiptNumber,
    );
    expect(recorded.actor.id).toBe(admin.user.id);
    expect(recorded.entity).toMatchObject({ type: 'money', id: student.user.id });
  });

  it('show in the students list as each student’s balance', async () => {
    const [paid, untouched] = await Promise.all([aStudent(), aStudent()]);
    await pay(admin, paid.user.id, 12_345);
    const list = await call(admin, 'GET', '/students?limit=100');
    const balances = new Map(
      (list.body.students as { id: string; balance: unknown }[]).map((student) => [
        student.id,
        student.balance,
      ]),
    );
    expect(balances.get(paid.user.id)).toEqual({ amount: -12_345, currency: 'GHS' });
    expect(balances.get(untouched.user.id)).toBeNull();
    const sorted = await call(
      admin,
      'GET',
      `/students?sort=name&search=${encodeURIComponent(paid.user.fullName)}`,
    );
    expect(sorted.body.students[0].balance).toEqual({ amount: -12_345, currency: 'GHS' });
  });

  it('refuse an amount of zero, a negative one and mobile money without its reference', async () => {
    const student = await aStudent();
    const path = `/students/${student.user.id}/money/payments`;
    const zero = await call(admin, 'POST', path, { amount: 0, method: 'cash' });
    expect([zero.status, zero.body.message]).toEqual([400, messages.money.paymentAmountInvalid]);
    const negative = await call(admin, 'POST', path, { amount: -500, method: 'cash' });
    expect([negative.status, negative.body.message]).toEqual([400, messages.money.amountInvalid]);
    const noReference = await call(admin, 'POST', path, { amount: 500, method: 'mobileMoney' });
    expect([noReference.status, noReference.body.message]).toEqual([400, messages.money.referenceRequired]);
    expect((await ledgerOf(student.user.id)).entries).toEqual([]);
  });

  it('tell an amount that is no number and a missing reference in one answer, each on its field', async () => {
    const student = await aStudent();
    const response = await call(admin, 'POST', `/students/${student.user.id}/money/payments`, {
      amount: '12,5x',
      method: 'bankTransfer',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      amount: messages.money.amountInvalid,
      reference: messages.money.referenceRequired,
    });
    expect((await ledgerOf(student.user.id)).entries).toEqual([]);
  });
});

describe('reversals', () => {
  it('undo a wrongly recorded payment with the reason, keeping the original', async () => {
    const student = await aStudent();
    const { entry } = await pay(admin, student.user.id, 40_000);
    const response = await reverse(admin, student.user.id, entry.id, 'Recorded for the wrong student');
    expect([response.status, response.body.message]).toEqual([200, messages.money.entryReversed]);

    const money = await moneyOf(admin, student.user.id);
    expect(
      money.entries.map((item) => [item.kind, item.amount, item.reversed, item.reverses, item.reason]),
    ).toEqual([
      ['payment', -40_000, true, null, null],
      ['reversal', 40_000, false, entry.id, 'Recorded for the wrong student'],
    ]);
    expect(money.balance).toBe(0);
  });

  it('happen once: a second reversal of the same entry, even at the same moment, is refused', async () => {
    const student = await aStudent();
    const { entry } = await pay(admin, student.user.id, 40_000);
    const path = `/students/${student.user.id}/money/entries/${entry.id}/reverse`;
    const answers = await Promise.all([
      call(admin, 'POST', path, { reason: 'Twice' }),
      call(admin, 'POST', path, { reason: 'Twice' }),
      call(admin, 'POST', path, { reason: 'Twice' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(
      messages.money.alreadyReversed,
    );
    expect((await ledgerOf(student.user.id)).balance).toBe(0);
  });

  it('of a reversal is refused', async () => {
    const student = await aStudent();
    const { entry } = await pay(admin, student.user.id, 40_000);
    await reverse(admin, student.user.id, entry.id, 'Wrong');
    const reversal = (await ledgerOf(student.user.id)).entries.find((item) => item.kind === 'reversal')!;
    const again = await reverse(admin, student.user.id, reversal.id, 'Undo the undo');
    expect([again.status, again.body.message]).toEqual([409, messages.money.notReversible]);
  });

  it('need a reason', async () => {
    const student = await aStudent();
    const { entry } = await pay(admin, student.user.id, 40_000);
    const response = await reverse(admin, student.user.id, entry.id, '  ');
    expect([response.status, response.body.message]).toEqual([400, messages.money.reasonRequired]);
  });
});

describe('attacks on the money', () => {
  it('a student cannot record a payment for themself', async () => {
    const student = await aStudent();
    const response = await call(student, 'POST', `/students/${student.user.id}/money/payments`, {
      amount: 1_000_000,
      method: 'cash',
    });
    expect(response.status).toBe(403);
    expect((await ledgerOf(student.user.id)).entries).toEqual([]);
  });

  it('a student cannot reverse a charge of their own', async () => {
    const student = await aStudent();
    const { entry } = await pay(admin, student.user.id, 40_000);
    const response = await reverse(student, student.user.id, entry.id, 'Mine');
    expect(response.status).toBe(403);
    expect((await ledgerOf(student.user.id)).entries).toHaveLength(1);
  });

  it('a student cannot read another student’s money, by id or public id', async () => {
    const [owner, other] = await Promise.all([aStudent(), aStudent()]);
    await pay(admin, owner.user.id, 40_000);
    const byId = await call(other, 'GET', `/students/${owner.user.id}/money`);
    const byPublicId = await call(other, 'GET', `/students/p/${owner.user.publicId}/money`);
    expect([byId.status, byPublicId.status]).toEqual([403, 403]);
    expect(JSON.stringify(byId.body)).not.toContain('40000');
  });

  it('an entry of one student cannot be reversed through another student’s ledger', async () => {
    const [owner, other] = await Promise.all([aStudent(), aStudent()]);
    const { entry } = await pay(admin, owner.user.id, 40_000);
    const response = await reverse(admin, other.user.id, entry.id, 'Cross-ledger');
    expect([response.status, response.body.message]).toEqual([404, messages.money.entryNotFound]);
    expect((await ledgerOf(owner.user.id)).balance).toBe(-40_000);
    expect((await ledgerOf(other.user.id)).entries).toEqual([]);
  });

  it('a payment of the wrong shape everywhere is a 400 naming its fields, never a 500', async () => {
    const student = await aStudent();
    const path = `/students/${student.user.id}/money/payments`;
    for (const body of [
      { amount: 'ten', method: { cash: true }, reference: ['MTN-1'] },
      { amount: null, method: 'mobileMoney', reference: 42 },
      { amount: 500, reference: '' },
    ]) {
      const response = await call(admin, 'POST', path, body);
      expect(
        [response.status, Object.keys(response.body.errors ?? {}).length > 0],
        JSON.stringify(body),
      ).toEqual([400, true]);
    }
    expect((await ledgerOf(student.user.id)).entries).toEqual([]);
  });

  it('a payment request without the tab’s CSRF token is refused and writes nothing', async () => {
    const student = await aStudent();
    const response = await invoke({
      method: 'POST',
      path: `${admin.base}/students/${student.user.id}/money/payments`,
      body: { amount: 1, method: 'cash' },
      cookies: admin.cookies,
      headers: {},
    });
    expect([response.status, response.body.message]).toEqual([403, messages.requests.csrf]);
    expect((await ledgerOf(student.user.id)).entries).toEqual([]);
  });
});
