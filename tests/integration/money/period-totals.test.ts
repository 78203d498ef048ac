import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import type { PeriodTotals, PeriodTotalsResponse } from '../../../functions/contract/money-reports.ts';
import { responsePayloadLimitBytes } from '../../../infra/local/lambda-runtime.ts';
import type { PaymentReportRow } from '../../../functions/contract/money-reports.ts';
import { entryOf, writeEntries } from '../../../functions/data/ledger.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import type { User } from '../../../functions/data/users.ts';
import { studentsInBulk } from '../../support/bulk-users.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { moneyOf, pay, priceCurrentPeriod, reverse } from '../../support/money.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAs('admin');
  await priceCurrentPeriod(admin, {
    rentByRoomType: { Double: 240_000 },
    deposit: 50_000,
    refundPolicy: { fullRefundUntil: null, shareAfterPercent: 50 },
  });
});

async function totals(): Promise<PeriodTotalsResponse> {
  const response = await call(admin, 'GET', '/money/totals');
  if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  return response.body as PeriodTotalsResponse;
}

/** How the totals moved from `before`, each total by itself. */
const moved = (before: PeriodTotals, after: PeriodTotals) => ({
  charged: after.charged - before.charged,
  paid: after.paid - before.paid,
  refunded: after.refunded - before.refunded,
  paidOut: after.paidOut - before.paidOut,
  outstanding: after.outstanding - before.outstanding,
});

describe('the current period’s totals', () => {
  it('name the current period and the hostel’s currency', async () => {
    const settings = await getSettings();
    expect(await totals()).toMatchObject({
      academicYear: settings.currentAcademicYear,
      semester: settings.currentSemester,
      currency: 'GHS',
    });
  });

  it('stay exact through a booking’s charges, payments, a reversal and the cancellation’s refunds', async () => {
    const start = (await totals()).totals;
    const student = await aStudent();
    const booking = await book(student, await aRoom({ roomType: 'Double' }));
    const charged = (await totals()).totals;
    expect(moved(start, charged)).toEqual({
      charged: 290_000,
      paid: 0,
      refunded: 0,
      paidOut: 0,
      outstanding: 290_000,
    });

    await pay(admin, student.user.id, 100_000, 'mobileMoney', 'MTN-1');
    const bounced = await pay(admin, student.user.id, 40_000, 'bankTransfer', 'GCB-2');
    expect(moved(start, (await totals()).totals)).toEqual({
      charged: 290_000,
      paid: 140_000,
      refunded: 0,
      paidOut: 0,
      outstanding: 150_000,
    });

    expect((await reverse(admin, student.user.id, bounced.entry.id, 'Bounced')).status).toBe(200);
    expect(moved(start, (await totals()).totals)).toEqual({
      charged: 290_000,
      paid: 100_000,
      refunded: 0,
      paidOut: 0,
      outstanding: 190_000,
    });

    expect(
      (await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' })).status,
    ).toBe(200);
    const money = await moneyOf(admin, student.user.id);
    const refunded = -money.entries
      .filter((entry) => entry.kind === 'refund')
      .reduce((sum, entry) => sum + entry.amount, 0);
    expect(refunded).toBe(120_000 + 50_000);
    // Half the rent and the whole deposit back, against 100,000 paid: 20,000 is still owed.
    expect(money.balance).toBe(290_000 - 100_000 - 170_000);
    expect(moved(start, (await totals()).totals)).toEqual({
      charged: 290_000,
      paid: 100_000,
      refunded: 170_000,
      paidOut: 0,
      outstanding: 20_000,
    });
  });

  it('count a reversed charge out of what was charged', async () => {
    const start = (await totals()).totals;
    const student = await aStudent();
    await book(student, await aRoom({ roomType: 'Double' }));
    const deposit = (await moneyOf(admin, student.user.id)).entries.find(
      (entry) => entry.kind === 'deposit',
    )!;
    expect((await reverse(admin, student.user.id, deposit.id, 'Waived')).status).toBe(200);
    expect(moved(start, (await totals()).totals)).toEqual({
      charged: 240_000,
      paid: 0,
      refunded: 0,
      paidOut: 0,
      outstanding: 240_000,
    });
  });

  it('leave out another period’s charges, yet count them as outstanding', async () => {
    const start = (await totals()).totals;
    const student = await aStudent();
    await writeEntries([
      entryOf({
        studentId: student.user.id,
        kind: 'rent',
        amount: 75_000,
        currency: 'GHS',
        description: 'Rent, an earlier period',
        dueDate: '2024-09-01',
        recordedBy: { id: 'system', role: 'system' },
        period: '2024/2025#1',
      }),
    ]);
    expect(moved(start, (await totals()).totals)).toEqual({
      charged: 0,
      paid: 0,
      refunded: 0,
      paidOut: 0,
      outstanding: 75_000,
    });
  });

  it('count credit handed back as paid out, and a reversed payout out of it again', async () => {
    const start = (await totals()).totals;
    const student = await aStudent();
    await pay(admin, student.user.id, 50_000);
    const payout = await call(admin, 'POST', `/students/${student.user.id}/money/payouts`, {
      amount: 30_000,
      method: 'cash',
    });
    expect(payout.status, JSON.stringify(payout.body)).toBe(200);
    expect(moved(start, (await totals()).totals)).toEqual({
      charged: 0,
      paid: 50_000,
      refunded: 0,
      paidOut: 30_000,
      outstanding: 0,
    });

    expect((await reverse(admin, student.user.id, payout.body.entry.id, 'Never handed over')).status).toBe(
      200,
    );
    expect(moved(start, (await totals()).totals)).toMatchObject({ paid: 50_000, paidOut: 0 });
  });

  it('are for staff only', async () => {
    const student = await aStudent();
    expect((await call(student, 'GET', '/money/totals')).status).toBe(403);
    expect((await call(null, 'GET', '/money/totals')).status).toBe(401);
  });
});

describe('the payments export’s list', () => {
  /** The row of the payment with this receipt in the current period's list, which answers 200. */
  async function listedInCurrentPeriod(receiptNumber: string | null) {
    const settings = await getSettings();
    const current = `academicYear=${encodeURIComponent(settings.currentAcademicYear)}&semester=${settings.currentSemester}`;
    const listed = await call(admin, 'GET', `/money/payments?${current}`);
    expect(listed.status).toBe(200);
    return (listed.body.payments as PaymentReportRow[]).find(
      (payment) => payment.receiptNumber === receiptNumber,
    );
  }

  it('lists the period’s payments with their receipts, and none of another period', async () => {
    const student = await aStudent();
    const paid = await pay(admin, student.user.id, 33_000, 'mobileMoney', 'MTN-77');
    const row = await listedInCurrentPeriod(paid.entry.receiptNumber);
    expect(row).toMatchObject({
      student: { id: student.user.id, fullName: student.user.fullName },
      method: 'mobileMoney',
      reference: 'MTN-77',
      amount: 33_000,
      currency: 'GHS',
      reversed: false,
    });
    const other = await call(admin, 'GET', '/money/payments?academicYear=2001/2002&semester=1');
    expect(other.body.payments).toEqual([]);
  });

  it('keeps the payments of a student deleted since, named as their archived booking names them', async () => {
    const student = await aStudent();
    await book(student, await aRoom({ roomType: 'Double' }));
    const start = (await totals()).totals;
    const paid = await pay(admin, student.user.id, 290_000, 'bankTransfer', 'GCB-DELETED');
    // Paid up, so staff may delete them: the money they paid was still received in the period.
    expect((await call(admin, 'DELETE', `/students/${student.user.id}`)).status).toBe(200);

    const row = await listedInCurrentPeriod(paid.entry.receiptNumber);

    expect(row).toMatchObject({
      student: { id: student.user.id, fullName: student.user.fullName },
      reference: 'GCB-DELETED',
      amount: 290_000,
    });
    // The dashboard's Received still counts it, so the report agrees with it.
    expect(moved(start, (await totals()).totals).paid).toBe(290_000);
  });

  it('answers a large period a page at a time, each within what Lambda can return, every payment once', async () => {
    // A year's worth of a large hostel in a period of its own: 170 students of 90 payments each, with
    // the longest names and references the product takes, over 6 MB as one answer.
    const period = { academicYear: '2006/2007', semester: 1 } as const;
    const students = await studentsInBulk(170, (index) => ({
      email: `many-payments-${index}@list.example.edu`,
      fullName: `Student ${String(index).padStart(3, '0')} `.padEnd(200, 'x'),
    }));
    const paymentsOf = (student: User) =>
      Array.from({ length: 90 }, (_, payment) => ({
        ...entryOf(
          {
            studentId: student.id,
            kind: 'payment',
            amount: -1_000,
            currency: 'GHS',
            description: 'Payment, bank transfer',
            method: 'bankTransfer',
            reference: `${student.id}-${payment}-`.padEnd(60, '0'),
            recordedBy: { id: admin.user.id, role: 'admin' },
            period: `${period.academicYear}#${period.semester}`,
          },
          new Date(Date.UTC(2006, 8, 1 + (payment % 28), payment % 24)).toISOString(),
        ),
        receiptNumber: `MANY-${student.id}-${payment}`,
      }));
    for (let start = 0; start < students.length; start += 5)
      await Promise.all(students.slice(start, start + 5).map((student) => writeEntries(paymentsOf(student))));

    const listed: PaymentReportRow[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const query = new URLSearchParams({
        academicYear: period.academicYear,
        semester: String(period.semester),
        ...(after ? { after } : {}),
      });
      const page = await call(admin, 'GET', `/money/payments?${query.toString()}`);
      expect(page.status).toBe(200);
      expect(Buffer.byteLength(JSON.stringify(page.raw))).toBeLessThan(responsePayloadLimitBytes);
      listed.push(...(page.body.payments as PaymentReportRow[]));
      after = page.body.next as string | null;
      pages += 1;
    } while (after && pages < 100);

    expect(pages).toBeGreaterThan(1);
    const receipts = listed.map((payment) => payment.receiptNumber);
    expect(new Set(receipts).size).toBe(receipts.length);
    expect(receipts.length).toBe(170 * 90);
  }, 300_000);

  it('refuses students and a period that is not one, with the message', async () => {
    const student = await aStudent();
    expect((await call(student, 'GET', '/money/payments?academicYear=2025/2026')).status).toBe(403);
    const bad = await call(admin, 'GET', '/money/payments?academicYear=2025-26');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(messages.settings.academicYearInvalid);
    const semester = await call(admin, 'GET', '/money/payments?academicYear=2025/2026&semester=3');
    expect([semester.status, semester.body.message]).toEqual([400, messages.settings.semesterInvalid]);
  });

  it('refuses a list without its period, saying what the period is', async () => {
    const missing = await call(admin, 'GET', '/money/payments');

    expect([missing.status, missing.body.message]).toEqual([400, messages.settings.academicYearInvalid]);
    expect(missing.body.errors).toEqual({ academicYear: messages.settings.academicYearInvalid });
  });
});
