import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { CreditShort, entryOf, ledgerOf, recordPayout } from '../../../functions/data/ledger.ts';
import { lastMailTo } from '../../support/mail.ts';
import { aStudent, call } from '../../support/hostel.ts';
import { moneyOf, pay, reverse } from '../../support/money.ts';
import { owing } from '../../support/paystack.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAs('admin');
});

const payOut = (who: SignedIn | null, studentId: string, body: Record<string, unknown>) =>
  call(who, 'POST', `/students/${studentId}/money/payouts`, body);

/** A student holding `credit` in their ledger: paid at the desk with nothing charged. */
async function inCredit(credit: number) {
  const student = await aStudent();
  await pay(admin, student.user.id, credit);
  return student;
}

describe('paying out a student’s credit', () => {
  it('hands the credit back, settles the balance, and leaves the payout in the ledger', async () => {
    const student = await inCredit(50_000);
    const response = await payOut(admin, student.user.id, {
      amount: 50_000,
      method: 'mobileMoney',
      reference: 'MTN-PAYOUT-1',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ balance: 0, message: messages.money.payoutRecorded });

    const money = await moneyOf(student, student.user.id);
    expect(money.balance).toBe(0);
    expect(money.entries.at(-1)).toMatchObject({
      kind: 'payout',
      amount: 50_000,
      method: 'mobileMoney',
      reference: 'MTN-PAYOUT-1',
      description: 'Credit paid out, mobile money',
      receiptNumber: null,
      recordedBy: { name: admin.user.fullName, role: 'admin' },
    });
    // The student reads who paid them out by name; staff's id stays with staff.
    expect(money.entries.at(-1)!.recordedBy).not.toHaveProperty('id');
    expect((await moneyOf(admin, student.user.id)).entries.at(-1)!.recordedBy.id).toBe(admin.user.id);
  });

  it('tells the student by mail, and names them in the audit trail', async () => {
    const student = await inCredit(50_000);
    expect(
      (await payOut(admin, student.user.id, { amount: 12_550, method: 'bankTransfer', reference: 'GCB-77' }))
        .status,
    ).toBe(200);
    const mail = await lastMailTo(student.user.email);
    expect(mail.subject).toBe('GHS 125.50 of your credit paid out to you');
    expect(mail.text).toContain('by bank transfer (reference GCB-77)');

    const trail = await call(await signedInAs('super_admin'), 'GET', '/audit?action=money.payout');
    const recorded = trail.body.entries.find(
      (item: { entity: { id: string } }) => item.entity.id === student.user.id,
    );
    expect(recorded).toMatchObject({
      actor: { id: admin.user.id },
      entity: { type: 'money', name: student.user.fullName },
      after: { amount: 'GHS 125.50', method: 'bank transfer', reference: 'GCB-77' },
    });
  });

  it('may hand back part of the credit, and never more than is left', async () => {
    const student = await inCredit(50_000);
    expect((await payOut(admin, student.user.id, { amount: 20_000, method: 'cash' })).body.balance).toBe(
      -30_000,
    );
    const over = await payOut(admin, student.user.id, { amount: 30_001, method: 'cash' });
    expect([over.status, over.body.message]).toEqual([409, messages.money.payoutOverCredit('GHS 300.00')]);
    expect((await ledgerOf(student.user.id)).entries).toHaveLength(2);
  });

  it('refuses a student who holds no credit: one who owes, one settled, one with no ledger', async () => {
    const owes = await aStudent();
    await owing(owes, 10_000, '2026-01-31');
    const settled = await inCredit(10_000);
    await payOut(admin, settled.user.id, { amount: 10_000, method: 'cash' });
    const none = await aStudent();
    for (const student of [owes, settled, none]) {
      const refused = await payOut(admin, student.user.id, { amount: 1, method: 'cash' });
      expect([refused.status, refused.body.message]).toEqual([409, messages.money.noCredit]);
    }
  });

  it('checks what it is given, as a desk payment is', async () => {
    const student = await inCredit(10_000);
    const zero = await payOut(admin, student.user.id, { amount: 0, method: 'cash' });
    expect([zero.status, zero.body.message]).toEqual([400, messages.money.payoutAmountInvalid]);
    const noReference = await payOut(admin, student.user.id, { amount: 100, method: 'bankTransfer' });
    expect([noReference.status, noReference.body.message]).toEqual([400, messages.money.referenceRequired]);
    const fraction = await payOut(admin, student.user.id, { amount: 10.5, method: 'cash' });
    expect(fraction.status).toBe(400);
    expect((await ledgerOf(student.user.id)).balance).toBe(-10_000);
  });

  it('is for staff only: the student cannot pay their own credit out to themself', async () => {
    const student = await inCredit(10_000);
    expect((await payOut(student, student.user.id, { amount: 10_000, method: 'cash' })).status).toBe(403);
    expect((await payOut(await aStudent(), student.user.id, { amount: 1, method: 'cash' })).status).toBe(403);
    expect((await payOut(null, student.user.id, { amount: 1, method: 'cash' })).status).toBe(401);
    expect((await ledgerOf(student.user.id)).balance).toBe(-10_000);
  });

  it('hands out one credit once when two staff pay it out at the same moment', async () => {
    const student = await inCredit(40_000);
    const other = await signedInAs('admin');
    const answers = await Promise.all(
      [admin, other].map((who) => payOut(who, student.user.id, { amount: 40_000, method: 'cash' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(messages.money.noCredit);
    const ledger = await ledgerOf(student.user.id);
    expect(ledger.balance).toBe(0);
    expect(ledger.entries.filter((entry) => entry.kind === 'payout')).toHaveLength(1);
  });

  it('writes nothing when the credit is gone by the time its transaction commits', async () => {
    // What the operation read is stale: the ledger's own condition is what refuses.
    const student = await inCredit(20_000);
    const payout = entryOf({
      studentId: student.user.id,
      kind: 'payout',
      amount: 20_001,
      currency: 'GHS',
      description: 'Credit paid out, cash',
      method: 'cash',
      recordedBy: { id: admin.user.id, role: 'admin' },
      period: null,
    });
    await expect(recordPayout(payout, [])).rejects.toBeInstanceOf(CreditShort);
    const ledger = await ledgerOf(student.user.id);
    expect([ledger.balance, ledger.entries.length, ledger.entryCount]).toEqual([-20_000, 1, 1]);
  });

  it('can be reversed, which gives the student the credit back', async () => {
    const student = await inCredit(25_000);
    const paid = await payOut(admin, student.user.id, { amount: 25_000, method: 'cash' });
    expect(
      (await reverse(admin, student.user.id, paid.body.entry.id, 'Student did not collect')).status,
    ).toBe(200);
    expect((await moneyOf(admin, student.user.id)).balance).toBe(-25_000);
  });
});
