import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EntryKind } from '../../../functions/contract/money.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { moneyOf, pay, priceCurrentPeriod, reverse } from '../../support/money.ts';
import { beforeTheTransaction } from '../../support/racing.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

const rent = 240_000;
const deposit = 50_000;
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAs('admin');
  // The whole rent back on cancelling, so a cancellation refunds every charge.
  await priceCurrentPeriod(admin, {
    rentByRoomType: { Double: rent },
    deposit,
    refundPolicy: { fullRefundUntil: inAMonth, shareAfterPercent: 0 },
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A student booked into a Double room who has paid its rent and deposit: their balance is zero. */
async function paidUp() {
  const student = await aStudent();
  const booking = await book(student, await aRoom({ roomType: 'Double' }));
  await pay(admin, student.user.id, rent + deposit);
  const entries = (await moneyOf(admin, student.user.id)).entries;
  return {
    student,
    booking,
    rentCharge: entries.find((entry) => entry.kind === 'rent')!,
    depositCharge: entries.find((entry) => entry.kind === 'deposit')!,
  };
}

const cancel = (bookingId: string) =>
  call(admin, 'POST', `/bookings/${bookingId}/cancel`, { cancellationReason: 'Changed plans' });
const payOut = (studentId: string, amount: number) =>
  call(admin, 'POST', `/students/${studentId}/money/payouts`, { amount, method: 'cash', reference: '' });
const amountsOf = async (studentId: string, kind: EntryKind) =>
  (await moneyOf(admin, studentId)).entries
    .filter((entry) => entry.kind === kind)
    .map((entry) => entry.amount);

/**
 * Runs `meanwhile` just before the next transaction that writes an entry of `kind` to the student's
 * ledger is sent: after that operation read the ledger, before its write. Answers what `meanwhile` did.
 */
const beforeTheWrite = <T>(studentId: string, kind: EntryKind, meanwhile: () => Promise<T>) =>
  beforeTheTransaction((command) => {
    const input = JSON.stringify(command.input);
    return input.includes(`LEDGER#${studentId}`) && input.includes(`"kind":"${kind}"`);
  }, meanwhile);

describe('a charge given back once, by its refund or by its reversal', () => {
  it('a deposit returned at check-out and paid out cannot be reversed into a second credit', async () => {
    const { student, depositCharge } = await paidUp();
    expect((await call(admin, 'POST', `/students/${student.user.id}/check-out`)).status).toBe(200);
    expect((await payOut(student.user.id, deposit)).status).toBe(200);

    const reversed = await reverse(admin, student.user.id, depositCharge.id, 'Waived');

    expect([reversed.status, reversed.body.message]).toEqual([409, messages.money.refunded]);
    expect((await moneyOf(admin, student.user.id)).balance).toBe(0);
    expect(await amountsOf(student.user.id, 'reversal')).toEqual([]);
    expect((await payOut(student.user.id, deposit)).body.message).toBe(messages.money.noCredit);
  });

  it('rent refunded in full on cancelling cannot be reversed', async () => {
    const { student, booking, rentCharge } = await paidUp();
    expect((await cancel(booking.id)).status).toBe(200);

    const reversed = await reverse(admin, student.user.id, rentCharge.id, 'Charged the wrong period');

    expect([reversed.status, reversed.body.message]).toEqual([409, messages.money.refunded]);
    expect((await moneyOf(admin, student.user.id)).balance).toBe(-(rent + deposit));
    expect(await amountsOf(student.user.id, 'reversal')).toEqual([]);
  });

  it('a cancellation whose rent was reversed between its read and its write fails, and refunds it not again when retried', async () => {
    const { student, booking, rentCharge } = await paidUp();
    const reversal = beforeTheWrite(student.user.id, 'refund', () =>
      reverse(admin, student.user.id, rentCharge.id, 'Charged the wrong period'),
    );

    const cancelled = await cancel(booking.id);

    expect(reversal.value?.status).toBe(200);
    expect([cancelled.status, cancelled.body.message]).toEqual([
      409,
      messages.bookingRefusals.concurrentChange,
    ]);
    expect((await call(admin, 'GET', `/bookings/${booking.id}`)).body.booking.status).toBe('active');
    expect(await amountsOf(student.user.id, 'refund')).toEqual([]);
    expect((await cancel(booking.id)).status).toBe(200);
    expect(await amountsOf(student.user.id, 'refund')).toEqual([-deposit]);
    expect((await moneyOf(admin, student.user.id)).balance).toBe(-(rent + deposit));
  });

  it('a reversal of rent that a cancellation refunded between its read and its write is refused', async () => {
    const { student, booking, rentCharge } = await paidUp();
    const cancellation = beforeTheWrite(student.user.id, 'reversal', () => cancel(booking.id));

    const reversed = await reverse(admin, student.user.id, rentCharge.id, 'Charged the wrong period');

    expect(cancellation.value?.status).toBe(200);
    expect([reversed.status, reversed.body.message]).toEqual([409, messages.money.refunded]);
    expect(await amountsOf(student.user.id, 'reversal')).toEqual([]);
    expect((await moneyOf(admin, student.user.id)).balance).toBe(-(rent + deposit));
  });

  it('a charge can be reversed once its refund has been', async () => {
    const { student, booking, rentCharge } = await paidUp();
    await cancel(booking.id);
    const refund = (await moneyOf(admin, student.user.id)).entries.find(
      (entry) => entry.kind === 'refund' && entry.amount === -rent,
    )!;

    expect((await reverse(admin, student.user.id, refund.id, 'Refunded by mistake')).status).toBe(200);
    const reversed = await reverse(admin, student.user.id, rentCharge.id, 'Charged the wrong period');

    expect(reversed.status).toBe(200);
    expect((await moneyOf(admin, student.user.id)).balance).toBe(-(rent + deposit));
  });
});
