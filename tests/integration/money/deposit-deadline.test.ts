import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { paymentMethodLabels } from '../../../functions/contract/money.ts';
import { routes } from '../../../functions/route-table.ts';
import { getBooking, getLiveBooking } from '../../../functions/data/bookings.ts';
import { dynamo, tableName } from '../../../functions/data/dynamo.ts';
import { activeBookingMarkerKey, liveBookingKey } from '../../../functions/data/keys.ts';
import { entryOf, ledgerOf } from '../../../functions/data/ledger.ts';
import { getRoom } from '../../../functions/data/rooms.ts';
import { getEntry } from '../../../functions/data/waitlist.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { hostelDayOf } from '../../../functions/platform/hostel-time.ts';
import { releaseUnpaidBookings } from '../../../functions/domain/bookings/deposit-deadline.ts';
import { recordPaymentConfirming } from '../../../functions/domain/money/deposit-paid.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { mailTo } from '../../support/mail.ts';
import { moneyOf, pay, priceCurrentPeriod, reverse } from '../../support/money.ts';
import { atCheckout, startPaying, webhooksSettled } from '../../support/paystack.ts';
import { beforeTheTransaction, beforeTheWrite, holding } from '../../support/racing.ts';
import { join } from '../../support/waitlist.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

const rent = 240_000;
const deposit = 50_000;
const hours = 48;

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAs('admin');
  // No rent back at all after cancelling, so a release's whole refund is the rule's, not the policy's.
  await priceCurrentPeriod(admin, {
    rentByRoomType: { Double: rent },
    deposit,
    refundPolicy: { fullRefundUntil: null, shareAfterPercent: 0 },
  });
  const on = await call(admin, 'PUT', '/settings', { depositDeadline: { enabled: true, hours } });
  expect(on.status).toBe(200);
});
afterAll(async () => {
  await call(admin, 'PUT', '/settings', { depositDeadline: { enabled: false, hours } });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The sweep as it runs once the deadline has passed (an hour after it). */
const sweepAfterDeadline = () => releaseUnpaidBookings(new Date(Date.now() + (hours + 1) * 3_600_000));

/** A student who has just booked a priced Double: the booking as the API answered it. */
async function awaitingDeposit() {
  const student = await aStudent();
  const room = await aRoom({ roomType: 'Double', capacity: 1 });
  const booking = await book(student, room);
  return { student, room, booking: booking as typeof booking & { depositDueBy?: string } };
}

/**
 * A one-bed room of a type of its own, priced like the others, held by a student who has just booked it
 * (awaiting the deposit), and a second student waiting for that type.
 */
async function aHeldRoomWithAWaiter() {
  const roomType = `Type-${Math.random().toString(36).slice(2, 8)}`;
  const room = await aRoom({ roomType, capacity: 1 });
  await priceCurrentPeriod(admin, {
    rentByRoomType: { Double: rent },
    roomOverrides: [{ roomId: room.id, amount: rent }],
    deposit,
    refundPolicy: { fullRefundUntil: null, shareAfterPercent: 0 },
  });
  const holding = await book(await aStudent(), room);
  const waiting = await aStudent();
  await join(waiting, [roomType]);
  return { room, holding, waiting };
}

const markerOf = async (studentId: string) =>
  (
    await dynamo().send(
      new GetCommand({
        TableName: tableName(),
        Key: activeBookingMarkerKey(studentId),
        ConsistentRead: true,
      }),
    )
  ).Item;

const subjectsTo = async (email: string) => {
  await jobsSettled();
  return (await mailTo(email)).map((mail) => mail.subject);
};

describe('a booking under the deposit deadline', () => {
  it('holds its bed until the configured hours after it is made, shown to the student and to staff', async () => {
    const before = Date.now();
    const { student, room, booking } = await awaitingDeposit();

    const due = Date.parse(booking.depositDueBy!);
    expect(due).toBeGreaterThanOrEqual(before + hours * 3_600_000);
    expect(due).toBeLessThanOrEqual(Date.now() + hours * 3_600_000);
    expect((await getRoom(room.id))!.currentOccupancy).toBe(1);
    const [forStaff, forStudent, money] = await Promise.all([
      call(admin, 'GET', `/bookings/${booking.id}`),
      call(student, 'GET', `/students/${student.user.id}/bookings/current`),
      moneyOf(student, student.user.id),
    ]);
    expect(forStaff.body.booking.depositDueBy).toBe(booking.depositDueBy);
    expect(forStudent.body.booking.depositDueBy).toBe(booking.depositDueBy);
    expect(money.depositDueBy).toBe(booking.depositDueBy);
    expect((await markerOf(student.user.id))?.GSI3SK).toBe(`${booking.depositDueBy}#${booking.id}`);
    // The deposit's charge is due on the deadline's day, as the booking says, not with the rent days later.
    const charge = (kind: string) => money.entries.find((entry) => entry.kind === kind)!;
    expect(charge('deposit').dueDate).toBe(hostelDayOf(booking.depositDueBy!));
    expect(charge('rent').dueDate! > charge('deposit').dueDate!).toBe(true);
  });

  it('tells the student the deadline and how to pay in the booking mail', async () => {
    const { student } = await awaitingDeposit();
    await jobsSettled();
    const [mail] = await mailTo(student.user.email);
    expect(mail!.text).toContain('Your bed is held until');
    expect(mail!.text).toContain('for your deposit of GHS 500.00');
    // The rent is due by its own day; the deposit by the deadline alone, not also by the rent's day.
    expect(mail!.text).toMatch(/You have been charged rent GHS 2,400\.00, due by \d{4}-\d{2}-\d{2}\./);
    expect(mail!.text).not.toContain('refundable deposit of GHS 500.00, due by');
    expect(mail!.text).toContain('at the hostel office, or online from Money in your dashboard');
  });

  it('applies to staff bookings and to an accepted waitlist offer, and not while the rule is off', async () => {
    const forStaff = await aStudent();
    const staffBooking = await call(admin, 'POST', '/bookings', {
      roomId: (await aRoom({ roomType: 'Double' })).id,
      studentId: forStaff.user.id,
      termsAgreed: true,
    });
    expect(staffBooking.body.booking.depositDueBy).toEqual(expect.any(String));

    const { holding, waiting } = await aHeldRoomWithAWaiter();
    await call(admin, 'POST', `/bookings/${holding.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();
    const accepted = await call(waiting, 'POST', '/waitlist/offer/accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.booking.depositDueBy).toEqual(expect.any(String));

    await call(admin, 'PUT', '/settings', { depositDeadline: { enabled: false, hours } });
    try {
      const { booking, student } = await awaitingDeposit();
      expect(booking.depositDueBy).toBeUndefined();
      expect((await markerOf(student.user.id))?.GSI3PK).toBeUndefined();
    } finally {
      await call(admin, 'PUT', '/settings', { depositDeadline: { enabled: true, hours } });
    }
  });
});

describe('credit the student holds pays the deposit', () => {
  it('a student whose credit covers the deposit books without a deadline, and the sweep leaves the booking alone', async () => {
    // Credit of the deposit: paid after an earlier booking was released, say, and kept on the ledger.
    const student = await aStudent();
    await pay(admin, student.user.id, deposit);

    const booking = await book(student, await aRoom({ roomType: 'Double', capacity: 1 }));
    await sweepAfterDeadline();

    expect((booking as { depositDueBy?: string }).depositDueBy).toBeUndefined();
    expect((await getLiveBooking(booking.id))?.status).toBe('active');
    const money = await moneyOf(student, student.user.id);
    expect([money.balance, money.depositDueBy]).toEqual([rent, null]);
  });

  it('as it does for staff’s booking and an accepted waitlist offer, while credit short of the deposit leaves the deadline', async () => {
    const covered = await aStudent();
    await pay(admin, covered.user.id, deposit + 1);
    const short = await aStudent();
    await pay(admin, short.user.id, deposit - 1);

    const [forCovered, forShort] = await Promise.all(
      [covered, short].map(async (student) =>
        call(admin, 'POST', '/bookings', {
          roomId: (await aRoom({ roomType: 'Double' })).id,
          studentId: student.user.id,
          termsAgreed: true,
        }),
      ),
    );

    expect(forCovered!.body.booking.depositDueBy).toBeUndefined();
    expect(forShort!.body.booking.depositDueBy).toEqual(expect.any(String));

    const { holding, waiting } = await aHeldRoomWithAWaiter();
    await pay(admin, waiting.user.id, deposit);
    await call(admin, 'POST', `/bookings/${holding.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();
    const accepted = await call(waiting, 'POST', '/waitlist/offer/accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.booking.depositDueBy).toBeUndefined();
  });
});

describe('paying the deposit confirms the booking', () => {
  it('at the desk: a payment of the deposit clears the deadline, and the sweep then leaves the booking alone', async () => {
    const { student, booking } = await awaitingDeposit();

    await pay(admin, student.user.id, deposit);

    const live = await getLiveBooking(booking.id);
    expect(live?.depositDueBy).toBeUndefined();
    expect((await markerOf(student.user.id))?.GSI3PK).toBeUndefined();
    expect((await moneyOf(student, student.user.id)).depositDueBy).toBeNull();
    const released = await sweepAfterDeadline();
    expect(released.map((each) => each.id)).not.toContain(booking.id);
    expect((await getLiveBooking(booking.id))?.status).toBe('active');
  });

  it('a deposit paid while staff move the booking stays paid, and the move goes through', async () => {
    const { student, booking } = await awaitingDeposit();
    const to = await aRoom({ roomType: 'Double', capacity: 1 });
    const live = liveBookingKey(booking.id);
    beforeTheWrite(
      (key) => key.PK === live.PK && key.SK === live.SK,
      () => pay(admin, student.user.id, deposit),
    );

    const moved = await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id });

    expect(moved.status).toBe(200);
    const after = await getLiveBooking(booking.id);
    expect(after?.roomId).toBe(to.id);
    expect(after?.depositDueBy).toBeUndefined();
    expect((await markerOf(student.user.id))?.GSI3PK).toBeUndefined();
    expect((await sweepAfterDeadline()).map((each) => each.id)).not.toContain(booking.id);
  });

  it('online: the student’s payment of the deposit through the checkout clears the deadline', async () => {
    const { student, booking } = await awaitingDeposit();
    const started = await startPaying(student, deposit);
    expect(started.status).toBe(200);

    await atCheckout(started.body.checkoutUrl);
    await webhooksSettled();

    expect((await getLiveBooking(booking.id))?.depositDueBy).toBeUndefined();
    expect((await sweepAfterDeadline()).map((each) => each.id)).not.toContain(booking.id);
  });

  it('payments smaller than the deposit, together too, leave the booking awaiting it, at the desk or online', async () => {
    const { student, booking } = await awaitingDeposit();
    await pay(admin, student.user.id, 20_000);
    const started = await startPaying(student, deposit - 20_000 - 1);
    await atCheckout(started.body.checkoutUrl);
    await webhooksSettled();

    expect((await getLiveBooking(booking.id))?.depositDueBy).toBe(booking.depositDueBy);
    expect((await sweepAfterDeadline()).map((each) => each.id)).toContain(booking.id);
  });
});

/** A cash payment of `amount` as the desk would record it, not yet written. */
const deskPayment = (studentId: string, amount: number) =>
  entryOf({
    studentId,
    kind: 'payment',
    amount: -amount,
    currency: 'GHS',
    description: messages.ledgerDescriptions.payment(paymentMethodLabels.cash),
    method: 'cash',
    recordedBy: { id: admin.user.id, role: 'admin' },
    period: null,
  });

/** Whether the transaction writes the given ledger entry. */
const writing = (entryId: string) =>
  holding((item) => (item.Put?.Item as { id?: string } | undefined)?.id === entryId);

describe('a deposit paid in parts confirms the booking once the parts reach it (decision 0103)', () => {
  it('at the desk: two parts that together reach the deposit confirm the booking with the second', async () => {
    const { student, booking } = await awaitingDeposit();

    await pay(admin, student.user.id, 30_000);
    expect((await getLiveBooking(booking.id))?.depositDueBy).toBe(booking.depositDueBy);
    await pay(admin, student.user.id, 20_000);

    expect((await getLiveBooking(booking.id))?.depositDueBy).toBeUndefined();
    expect((await markerOf(student.user.id))?.GSI3PK).toBeUndefined();
    expect((await sweepAfterDeadline()).map((each) => each.id)).not.toContain(booking.id);
  });

  it('tells the student what of the deposit is still to pay, as the parts count, and nothing once it is paid', async () => {
    const { student } = await awaitingDeposit();
    expect((await moneyOf(student, student.user.id)).depositOwed).toBe(deposit);

    const first = await pay(admin, student.user.id, 30_000);
    expect((await moneyOf(student, student.user.id)).depositOwed).toBe(20_000);
    expect((await reverse(admin, student.user.id, first.entry.id, 'Recorded twice')).status).toBe(200);
    expect((await moneyOf(student, student.user.id)).depositOwed).toBe(deposit);
    await pay(admin, student.user.id, 45_000);
    expect((await moneyOf(admin, student.user.id)).depositOwed).toBe(5_000);

    await pay(admin, student.user.id, 5_000);
    expect((await moneyOf(student, student.user.id)).depositOwed).toBeNull();
  });

  it('parts that together stay below the deposit leave it awaiting, and a reversed part does not count', async () => {
    const { student, booking } = await awaitingDeposit();

    const first = await pay(admin, student.user.id, 30_000);
    expect((await reverse(admin, student.user.id, first.entry.id, 'Recorded twice')).status).toBe(200);
    await pay(admin, student.user.id, 10_000);
    await pay(admin, student.user.id, 10_000);

    expect((await getLiveBooking(booking.id))?.depositDueBy).toBe(booking.depositDueBy);
    expect((await sweepAfterDeadline()).map((each) => each.id)).toContain(booking.id);
  });

  it('online: a part at the desk and the rest through the checkout confirm the booking', async () => {
    const { student, booking } = await awaitingDeposit();
    await pay(admin, student.user.id, 30_000);

    const started = await startPaying(student, 20_000);
    expect(started.status).toBe(200);
    await atCheckout(started.body.checkoutUrl);
    await webhooksSettled();

    expect((await getLiveBooking(booking.id))?.depositDueBy).toBeUndefined();
    expect((await sweepAfterDeadline()).map((each) => each.id)).not.toContain(booking.id);
  });

  it('two parts at the same moment that together reach the deposit confirm it, once', async () => {
    const { student, booking } = await awaitingDeposit();
    const first = deskPayment(student.user.id, 30_000);
    const second = deskPayment(student.user.id, 30_000);
    const meanwhile = beforeTheTransaction(writing(first.id), () =>
      recordPaymentConfirming(second, () => []),
    );

    const paid = await recordPaymentConfirming(first, () => []);

    expect([Boolean(paid.confirmed), Boolean(meanwhile.value?.confirmed)]).toEqual([true, false]);
    expect((await getLiveBooking(booking.id))?.depositDueBy).toBeUndefined();
    expect((await markerOf(student.user.id))?.GSI3PK).toBeUndefined();
    const ledger = await ledgerOf(student.user.id);
    expect(ledger.entries.filter((entry) => entry.kind === 'payment')).toHaveLength(2);
    expect(ledger.balance).toBe(rent + deposit - 60_000);
  });

  it('two parts at the same moment that stay below the deposit confirm nothing', async () => {
    const { student, booking } = await awaitingDeposit();
    const first = deskPayment(student.user.id, 20_000);
    const second = deskPayment(student.user.id, 20_000);
    const meanwhile = beforeTheTransaction(writing(first.id), () =>
      recordPaymentConfirming(second, () => []),
    );

    const paid = await recordPaymentConfirming(first, () => []);

    expect([paid.confirmed, meanwhile.value?.confirmed]).toEqual([null, null]);
    expect((await getLiveBooking(booking.id))?.depositDueBy).toBe(booking.depositDueBy);
  });

  it('a part paid before the release and one after it stay on the ledger as credit', async () => {
    const { student, booking } = await awaitingDeposit();
    await pay(admin, student.user.id, 30_000);
    expect((await sweepAfterDeadline()).map((each) => each.id)).toContain(booking.id);

    await pay(admin, student.user.id, 30_000);

    expect((await getBooking(booking.id))?.status).toBe('cancelled');
    const money = await moneyOf(student, student.user.id);
    expect(money.balance).toBe(-60_000);
    expect(money.entries.filter((entry) => entry.kind === 'payment')).toHaveLength(2);
    expect(money.depositDueBy).toBeNull();
  });
});

describe('the sweep releases a booking whose deposit is not paid by the deadline', () => {
  it('cancels it with the reason, gives every charge back, frees the bed and tells the student', async () => {
    const { student, room, booking } = await awaitingDeposit();

    expect(await releaseUnpaidBookings()).toEqual([]);
    const released = await sweepAfterDeadline();

    expect(released.map((each) => each.id)).toContain(booking.id);
    const archived = await getBooking(booking.id);
    expect(archived).toMatchObject({
      status: 'cancelled',
      cancellationReason: messages.archiveReasons.depositUnpaid,
      archiveReason: messages.archiveReasons.depositUnpaid,
      archivedBy: 'system',
    });
    expect(await getLiveBooking(booking.id)).toBeNull();
    expect(await markerOf(student.user.id)).toBeUndefined();
    expect((await getRoom(room.id))!.currentOccupancy).toBe(0);
    const ledger = await ledgerOf(student.user.id);
    expect(ledger.balance).toBe(0);
    expect(ledger.entries.filter((entry) => entry.kind === 'refund').map((entry) => entry.amount)).toEqual([
      -rent,
      -deposit,
    ]);
    expect(await subjectsTo(student.user.email)).toContain(
      `Your booking of Room ${room.roomNumber} was cancelled: deposit not paid`,
    );
  });

  it('with the rent in instalments: the deposit alone clears the deadline, and a release gives every instalment back', async () => {
    const instalments = [
      { percent: 50, dueDays: 0 },
      { percent: 50, dueDays: 60 },
    ];
    const priced = { rentByRoomType: { Double: rent }, deposit, instalments };
    const policy = { refundPolicy: { fullRefundUntil: null, shareAfterPercent: 0 } };
    try {
      await priceCurrentPeriod(admin, { ...priced, ...policy });
      const paying = await awaitingDeposit();
      const unpaid = await awaitingDeposit();
      await pay(admin, paying.student.user.id, deposit);

      expect((await getLiveBooking(paying.booking.id))?.depositDueBy).toBeUndefined();
      const released = (await sweepAfterDeadline()).map((each) => each.id);
      expect(released).toContain(unpaid.booking.id);
      expect(released).not.toContain(paying.booking.id);
      const ledger = await ledgerOf(unpaid.student.user.id);
      expect(ledger.entries.filter((entry) => entry.kind === 'rent').map((entry) => entry.amount)).toEqual([
        rent / 2,
        rent / 2,
      ]);
      expect(ledger.entries.filter((entry) => entry.kind === 'refund').map((entry) => entry.amount)).toEqual([
        -rent,
        -deposit,
      ]);
      expect(ledger.balance).toBe(0);
    } finally {
      await priceCurrentPeriod(admin, { rentByRoomType: { Double: rent }, deposit, ...policy });
    }
  });

  it('offers the freed bed to the next student on the waitlist', async () => {
    const { room, waiting } = await aHeldRoomWithAWaiter();

    await sweepAfterDeadline();
    await jobsSettled();

    const settings = await getSettings();
    const entry = await getEntry(
      { academicYear: settings.currentAcademicYear, semester: settings.currentSemester },
      waiting.user.id,
    );
    expect(entry?.status).toBe('offered');
    expect(entry?.offer?.roomId).toBe(room.id);
  });

  it('changes nothing when it runs again, or two runs overlap', async () => {
    const { student, booking } = await awaitingDeposit();
    const [first, second] = await Promise.all([sweepAfterDeadline(), sweepAfterDeadline()]);
    expect([...first, ...second].filter((each) => each.id === booking.id)).toHaveLength(1);
    const after = await ledgerOf(student.user.id);

    expect(await sweepAfterDeadline()).toEqual([]);

    const again = await ledgerOf(student.user.id);
    expect(again.entries).toEqual(after.entries);
    expect(again.entryCount).toBe(after.entries.length);
    const told = (await subjectsTo(student.user.email)).filter((subject) =>
      subject.endsWith('deposit not paid'),
    );
    expect(told).toHaveLength(1);
  });

  it('keeps a payment that arrives after the release as the student’s credit', async () => {
    const { student, booking } = await awaitingDeposit();
    const started = await startPaying(student, deposit);
    await sweepAfterDeadline();

    await atCheckout(started.body.checkoutUrl);
    await webhooksSettled();

    expect((await getBooking(booking.id))?.status).toBe('cancelled');
    const money = await moneyOf(student, student.user.id);
    expect(money.balance).toBe(-deposit);
    expect(money.entries.filter((entry) => entry.kind === 'payment')).toHaveLength(1);
    expect(money.depositDueBy).toBeNull();
  });
});

describe('a payment racing the sweep', () => {
  it('either confirms the booking or finds it released, never both, and no money is lost', async () => {
    const runs = 20;
    const outcomes = { confirmed: 0, released: 0 };
    for (let run = 0; run < runs; run++) {
      const { student, room, booking } = await awaitingDeposit();
      const payment = entryOf({
        studentId: student.user.id,
        kind: 'payment',
        amount: -deposit,
        currency: 'GHS',
        description: messages.ledgerDescriptions.payment(paymentMethodLabels.cash),
        method: 'cash',
        recordedBy: { id: admin.user.id, role: 'admin' },
        period: null,
      });

      const [paid, released] = await Promise.all([
        recordPaymentConfirming(payment, () => []),
        sweepAfterDeadline(),
      ]);

      const wasReleased = released.some((each) => each.id === booking.id);
      expect(Boolean(paid.confirmed) !== wasReleased, `run ${run}: confirmed and released`).toBe(true);
      const ledger = await ledgerOf(student.user.id);
      expect(ledger.entries.filter((entry) => entry.kind === 'payment')).toHaveLength(1);
      expect(ledger.entryCount).toBe(ledger.entries.length);
      const occupancy = (await getRoom(room.id))!.currentOccupancy;
      if (wasReleased) {
        outcomes.released += 1;
        expect((await getBooking(booking.id))?.status).toBe('cancelled');
        expect(ledger.balance).toBe(-deposit);
        expect(occupancy).toBe(0);
      } else {
        outcomes.confirmed += 1;
        expect((await getLiveBooking(booking.id))?.depositDueBy).toBeUndefined();
        expect(ledger.balance).toBe(rent);
        expect(occupancy).toBe(1);
      }
    }
    expect(outcomes.confirmed + outcomes.released).toBe(runs);
  }, 120_000);
});

describe('parts of a deposit racing each other and the sweep', () => {
  it('either confirm the booking or find it released, never both, and every part stays recorded', async () => {
    const runs = 10;
    for (let run = 0; run < runs; run++) {
      const { student, booking } = await awaitingDeposit();
      const parts = [deskPayment(student.user.id, 30_000), deskPayment(student.user.id, 30_000)];

      const [paid, released] = await Promise.all([
        Promise.all(parts.map((part) => recordPaymentConfirming(part, () => []))),
        sweepAfterDeadline(),
      ]);

      const confirmations = paid.filter((each) => each.confirmed).length;
      const wasReleased = released.some((each) => each.id === booking.id);
      expect([confirmations, wasReleased], `run ${run}`).toEqual(wasReleased ? [0, true] : [1, false]);
      const ledger = await ledgerOf(student.user.id);
      expect(ledger.entries.filter((entry) => entry.kind === 'payment')).toHaveLength(2);
      expect(ledger.entryCount).toBe(ledger.entries.length);
      expect(ledger.balance).toBe(wasReleased ? -60_000 : rent + deposit - 60_000);
    }
  }, 120_000);
});

describe('attacks on the deposit deadline', () => {
  it('a student cannot change the rule', async () => {
    const student = await aStudent();
    const response = await call(student, 'PUT', '/settings', { depositDeadline: { enabled: false, hours } });
    expect(response.status).toBe(403);
    expect((await getSettings()).depositDeadline).toEqual({ enabled: true, hours });
  });

  it('a student cannot book without the deadline, nor push it back, by sending their own', async () => {
    const student = await aStudent();
    const response = await call(student, 'POST', '/bookings', {
      roomId: (await aRoom({ roomType: 'Double' })).id,
      termsAgreed: true,
      depositDueBy: '2099-01-01T00:00:00.000Z',
    });
    expect(response.status).toBe(201);
    expect(Date.parse(response.body.booking.depositDueBy)).toBeLessThanOrEqual(
      Date.now() + hours * 3_600_000,
    );
  });

  it('a student cannot clear their own deadline: staff routes refuse them, and a desk payment is staff only', async () => {
    const { student, booking } = await awaitingDeposit();
    const attempts = await Promise.all([
      call(student, 'PUT', `/bookings/${booking.id}/status`, { status: 'active' }),
      call(student, 'PUT', `/bookings/${booking.id}/room`, { roomId: booking.roomId }),
      call(student, 'POST', `/students/${student.user.id}/money/payments`, {
        amount: deposit,
        method: 'cash',
        reference: '',
      }),
    ]);
    expect(attempts.map((attempt) => attempt.status)).toEqual([403, 403, 403]);
    expect((await getLiveBooking(booking.id))?.depositDueBy).toBe(booking.depositDueBy);
  });

  it('no route runs the sweep: only the schedule does', () => {
    expect(routes.filter((route) => /deposit|release|sweep|jobs/i.test(route.path))).toEqual([]);
  });

  it.each([
    [{ enabled: true, hours: 0 }, messages.money.depositDeadlineHoursInvalid(1, 168)],
    [{ enabled: true, hours: 169 }, messages.money.depositDeadlineHoursInvalid(1, 168)],
    [{ enabled: true, hours: 2.5 }, messages.money.depositDeadlineHoursInvalid(1, 168)],
    [{ enabled: true, hours: '48' }, messages.money.depositDeadlineHoursInvalid(1, 168)],
    [{ hours: 48 }, messages.money.depositDeadlineEnabledRequired],
  ])('staff sending %j get a 400 with its message, and nothing changes', async (depositDeadline, message) => {
    const response = await call(admin, 'PUT', '/settings', { depositDeadline });
    expect([response.status, response.body.message]).toEqual([400, message]);
    expect((await getSettings()).depositDeadline).toEqual({ enabled: true, hours });
  });
});
