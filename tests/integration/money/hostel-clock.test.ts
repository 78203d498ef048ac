import { describe, expect, it } from 'vitest';
import type { OutstandingResponse } from '../../../functions/contract/money-reports.ts';
import { entryOf, writeEntries } from '../../../functions/data/ledger.ts';
import { sendPaymentReminders } from '../../../functions/domain/money/payment-reminders.ts';
import { clockAt } from '../../support/clock.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { lastMailTo } from '../../support/mail.ts';
import { moneyOf, pay, priceCurrentPeriod } from '../../support/money.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

// A hostel on Kiritimati (UTC+14, no clock changes), where the day starts ten hours before UTC's does
// (decision 0111): every moment below falls on the next calendar day there.
process.env.HOSTEL_TIME_ZONE = 'Pacific/Kiritimati';

/**
 * Each test's moments, in a year of its own, later than the last test's and than today: the functions'
 * clock only goes forward (tests/support/clock.ts). Set back, it stalled the mail the next test waited
 * for: the mail line had booked its moments, and the worker its last hand-off, on the later clock.
 */
let lastYear = new Date().getUTCFullYear();
function nextYear() {
  const year = (lastYear += 1);
  return {
    year,
    /** 02:00 on 2 December at the hostel, noon on 1 December in UTC: the booking is made. */
    booked: new Date(`${year}-12-01T12:00:00Z`),
    /** 01:00 on 4 December at the hostel, 11:00 on 3 December in UTC: a day after the rent fell due. */
    dayAfterDue: new Date(`${year}-12-03T11:00:00Z`),
  };
}

/** An admin signed in at `moment`: a staff session idles out long before the days these tests skip. */
async function adminAt(moment: Date): Promise<SignedIn> {
  clockAt(moment);
  return signedInAs('admin');
}

async function aBookingPricedWith(
  booked: Date,
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
    const { year, booked } = nextYear();
    const { student } = await aBookingPricedWith(booked);
    const money = await moneyOf(student, student.user.id);
    // UTC's day of booking is 1 December, which would make it due on the 2nd.
    expect(money.entries.map((entry) => entry.dueDate)).toEqual([`${year}-12-03`]);
  });

  it('what is past due is counted on the hostel’s today, in the student’s money and the outstanding list', async () => {
    const { year, booked, dayAfterDue } = nextYear();
    const { student } = await aBookingPricedWith(booked);
    const admin = await adminAt(dayAfterDue);

    // UTC's today (3 December) is the due date itself, when nothing is overdue yet.
    const money = await moneyOf(admin, student.user.id);
    expect(money.overdue).toBe(100_000);
    const response = await call(admin, 'GET', '/money/outstanding?limit=100');
    const list = response.body as OutstandingResponse;
    expect(list.asOf).toBe(`${year}-12-04`);
    const row = list.students.find((each) => each.student.id === student.user.id);
    expect(row?.buckets.current).toBe(100_000);
  });

  it('a payment reminder goes on the hostel’s day after the due date', async () => {
    const { year, booked, dayAfterDue } = nextYear();
    const admin = await adminAt(booked);
    const student = await aStudent();
    await writeEntries([
      entryOf({
        studentId: student.user.id,
        kind: 'rent',
        amount: 100_000,
        currency: 'GHS',
        description: 'Rent',
        dueDate: `${year}-12-03`,
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
    const { year, booked, dayAfterDue } = nextYear();
    const { student, booking } = await aBookingPricedWith(booked, {
      fullRefundUntil: `${year}-12-03`,
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
    const { year, dayAfterDue } = nextYear();
    const admin = await adminAt(dayAfterDue);
    const student = await aStudent();
    await pay(admin, student.user.id, 5_000);
    const mail = await lastMailTo(student.user.email);
    expect(mail.text).toContain(`on December 4, ${year}.`);
  });
});
