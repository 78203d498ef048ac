import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutstandingResponse } from '../../../functions/contract/money-reports.ts';
import { entryOf, writeEntries } from '../../../functions/data/ledger.ts';
import { sendPaymentReminders } from '../../../functions/domain/money/payment-reminders.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { lastMailTo } from '../../support/mail.ts';
import { moneyOf, pay, priceCurrentPeriod } from '../../support/money.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

// A hostel on Kiritimati (UTC+14, no clock changes), where the day starts ten hours before UTC's does
// (decision 0111): every moment below falls on the next calendar day there.
process.env.HOSTEL_TIME_ZONE = 'Pacific/Kiritimati';

/** 02:00 on 2 December at the hostel, noon on 1 December in UTC: the booking is made. */
const booked = new Date('2026-12-01T12:00:00Z');
/** 01:00 on 4 December at the hostel, 11:00 on 3 December in UTC: a day after the rent fell due. */
const dayAfterDue = new Date('2026-12-03T11:00:00Z');

beforeAll(() => {
  // The clock keeps running from each moment set: the mail line paces itself by it.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});
afterAll(() => {
  vi.useRealTimers();
});

/** An admin signed in at `moment`: a staff session idles out long before the days these tests skip. */
async function adminAt(moment: Date): Promise<SignedIn> {
  vi.setSystemTime(moment);
  return signedInAs('admin');
}

async function aBookingPricedWith(
  refundPolicy = { fullRefundUntil: null as string | null, shareAfterPercent: 0 },
) {
  await priceCurrentPeriod(await adminAt(booked), {
    rentByRoomType: { Double: 100_000 },
    paymentDueDays: 1,
    refundPolicy,
  });
  const student = await aStudent();
  const booking = await book(student, await aRoom({ roomType: 'Double' }));
  return { student, booking };
}

describe('money counts the hostel’s days', () => {
  it('a booking’s rent falls due the days to pay after the hostel’s day of booking, not UTC’s', async () => {
    const { student } = await aBookingPricedWith();
    const money = await moneyOf(student, student.user.id);
    // UTC's day of booking is 1 December, which would make it due on the 2nd.
    expect(money.entries.map((entry) => entry.dueDate)).toEqual(['2026-12-03']);
  });

  it('what is past due is counted on the hostel’s today, in the student’s money and the outstanding list', async () => {
    const { student } = await aBookingPricedWith();
    const admin = await adminAt(dayAfterDue);

    // UTC's today (3 December) is the due date itself, when nothing is overdue yet.
    const money = await moneyOf(admin, student.user.id);
    expect(money.overdue).toBe(100_000);
    const response = await call(admin, 'GET', '/money/outstanding?limit=100');
    const list = response.body as OutstandingResponse;
    expect(list.asOf).toBe('2026-12-04');
    const row = list.students.find((each) => each.student.id === student.user.id);
    expect(row?.buckets.current).toBe(100_000);
  });

  it('a payment reminder goes on the hostel’s day after the due date', async () => {
    const student = await aStudent();
    const admin = await adminAt(booked);
    await writeEntries([
      entryOf({
        studentId: student.user.id,
        kind: 'rent',
        amount: 100_000,
        currency: 'GHS',
        description: 'Rent',
        dueDate: '2026-12-03',
        recordedBy: { id: admin.user.id, role: 'admin' },
        period: null,
      }),
    ]);
    // At 11:00 UTC on the 3rd, UTC's today is the due date itself; the hostel's is the 4th.
    expect(await sendPaymentReminders({ studentIds: [student.user.id] }, dayAfterDue)).toBe(1);
  });

  it('a cancellation on the hostel’s day after the full-refund date gets the share after it', async () => {
    // Cancelled at 11:00 UTC on 3 December, the last day of the full refund there; at the hostel the
    // 4th has begun.
    const { student, booking } = await aBookingPricedWith({
      fullRefundUntil: '2026-12-03',
      shareAfterPercent: 40,
    });
    const admin = await adminAt(dayAfterDue);
    const cancelled = await call(admin, 'POST', `/bookings/${booking.id}/cancel`, {
      cancellationReason: 'Left',
    });
    expect(cancelled.status).toBe(200);
    const money = await moneyOf(admin, student.user.id);
    expect(money.entries.filter((entry) => entry.kind === 'refund').map((entry) => entry.amount)).toEqual([
      -40_000,
    ]);
  });

  it('a receipt names the hostel’s day the payment was taken on', async () => {
    const student = await aStudent();
    await pay(await adminAt(dayAfterDue), student.user.id, 5_000);
    const mail = await lastMailTo(student.user.email);
    expect(mail.text).toContain('on December 4, 2026.');
  });
});
