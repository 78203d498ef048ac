import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerOf } from '../../../functions/data/ledger.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { sendPaymentReminders } from '../../../functions/domain/money/payment-reminders.ts';
import { lastMailTo, mailTo } from '../../support/mail.ts';
import { join } from '../../support/waitlist.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { moneyOf, priceCurrentPeriod, pricesBody, reverse } from '../../support/money.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAs('admin');
});

const sum = (entries: { amount: number }[]) => entries.reduce((total, entry) => total + entry.amount, 0);
const today = () => new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('charges follow bookings', () => {
  it('a student’s booking charges the room type’s rent and the deposit, due in the configured days', async () => {
    await priceCurrentPeriod(admin, {
      rentByRoomType: { Double: 240_000 },
      deposit: 50_000,
      paymentDueDays: 10,
    });
    const student = await aStudent();
    const booking = await book(student, await aRoom({ roomType: 'Double' }));

    const money = await moneyOf(student, student.user.id);
    expect(money.entries.map((entry) => [entry.kind, entry.amount, entry.bookingId, entry.dueDate])).toEqual([
      ['rent', 240_000, booking.id, dayOffset(10)],
      ['deposit', 50_000, booking.id, dayOffset(10)],
    ]);
    expect(money.balance).toBe(290_000);
    expect(money.currency).toBe('GHS');
  });

  it('a staff booking charges the room’s own price when it has one, recorded by that staff member', async () => {
    const room = await aRoom({ roomType: 'Double' });
    await priceCurrentPeriod(admin, {
      rentByRoomType: { Double: 240_000 },
      roomOverrides: [{ roomId: room.id, amount: 275_000 }],
    });
    const student = await aStudent();
    const response = await call(admin, 'POST', '/bookings', {
      roomId: room.id,
      studentId: student.user.id,
      termsAgreed: true,
    });
    expect(response.status).toBe(201);

    const money = await moneyOf(admin, student.user.id);
    expect(money.entries.map((entry) => [entry.kind, entry.amount, entry.recordedBy.id])).toEqual([
      ['rent', 275_000, admin.user.id],
    ]);
  });

  it('accepting a waitlist offer charges the offered room like any booking', async () => {
    const roomType = `Type-${Math.random().toString(36).slice(2, 8)}`;
    const room = await aRoom({ roomType, capacity: 1 });
    await priceCurrentPeriod(admin, {
      roomOverrides: [{ roomId: room.id, amount: 310_000 }],
      deposit: 40_000,
    });
    const occupant = await aStudent();
    const occupancy = await book(occupant, room);
    const waiting = await aStudent();
    await join(waiting, [roomType]);
    await call(admin, 'POST', `/bookings/${occupancy.id}/cancel`, { cancellationReason: 'Left' });
    await jobsSettled();

    const accepted = await call(waiting, 'POST', '/waitlist/offer/accept');
    expect(accepted.status).toBe(200);
    const money = await moneyOf(waiting, waiting.user.id);
    expect(money.entries.map((entry) => [entry.kind, entry.amount, entry.bookingId])).toEqual([
      ['rent', 310_000, accepted.body.booking.id],
      ['deposit', 40_000, accepted.body.booking.id],
    ]);
    expect(money.balance).toBe(350_000);
  });

  it('the booking mail tells the student what they were charged and by when', async () => {
    await priceCurrentPeriod(admin, {
      rentByRoomType: { Double: 240_000 },
      deposit: 50_000,
      paymentDueDays: 14,
    });
    const student = await aStudent();
    await book(student, await aRoom({ roomType: 'Double' }));
    const mail = await lastMailTo(student.user.email);
    expect(mail.text).toContain(
      `You have been charged rent GHS 2,400.00 and a refundable deposit of GHS 500.00, due by ${dayOffset(14)}.`,
    );
  });

  it('a room with no price books without a charge', async () => {
    await priceCurrentPeriod(admin, { rentByRoomType: {} });
    const student = await aStudent();
    await book(student, await aRoom({ roomType: 'Quad', capacity: 4 }));
    const ledger = await ledgerOf(student.user.id);
    expect(ledger.entries).toEqual([]);
    expect(ledger.balance).toBe(0);
  });

  it.each(['constructor', 'toString', '__proto__'])(
    'a room of a type named %s, unpriced, books without a rent charge',
    async (roomType) => {
      await priceCurrentPeriod(admin, { rentByRoomType: { Double: 240_000 } });
      const student = await aStudent();
      const booked = await call(student, 'POST', '/bookings', {
        roomId: (await aRoom({ roomType, capacity: 2 })).id,
        termsAgreed: true,
      });
      expect(booked.status).toBe(201);
      expect((await ledgerOf(student.user.id)).entries.filter((entry) => entry.kind === 'rent')).toEqual([]);
    },
  );

  it('a refused booking writes no charge', async () => {
    await priceCurrentPeriod(admin, { rentByRoomType: { Single: 300_000 } });
    const room = await aRoom({ roomType: 'Single', capacity: 1 });
    await book(await aStudent(), room);
    const late = await aStudent();
    const refused = await call(late, 'POST', '/bookings', { roomId: room.id, termsAgreed: true });
    expect(refused.status).toBe(409);
    expect((await ledgerOf(late.user.id)).entries).toEqual([]);
  });
});

describe('cancellation follows the refund policy', () => {
  async function bookedAndCharged(policy: { fullRefundUntil: string | null; shareAfterPercent: number }) {
    await priceCurrentPeriod(admin, {
      rentByRoomType: { Double: 240_000 },
      deposit: 50_000,
      refundPolicy: policy,
    });
    const student = await aStudent();
    const booking = await book(student, await aRoom({ roomType: 'Double' }));
    return { student, booking };
  }

  it('gives the whole rent and the deposit back before the policy’s date', async () => {
    const { student, booking } = await bookedAndCharged({
      fullRefundUntil: dayOffset(30),
      shareAfterPercent: 40,
    });
    const cancelled = await call(admin, 'POST', `/bookings/${booking.id}/cancel`, {
      cancellationReason: 'Changed plans',
    });
    expect(cancelled.status).toBe(200);

    const money = await moneyOf(student, student.user.id);
    const refunds = money.entries.filter((entry) => entry.kind === 'refund');
    expect(refunds.map((entry) => entry.amount)).toEqual([-240_000, -50_000]);
    expect(refunds[0]!.reason).toBe('Changed plans');
    expect(money.balance).toBe(0);
  });

  it('gives the policy’s share of the rent back after its date, as reversing credits', async () => {
    const { student, booking } = await bookedAndCharged({
      fullRefundUntil: dayOffset(-1),
      shareAfterPercent: 40,
    });
    await call(admin, 'PUT', `/bookings/${booking.id}/status`, { status: 'cancelled', reason: 'Left' });

    const money = await moneyOf(admin, student.user.id);
    expect(money.entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['rent', 240_000],
      ['deposit', 50_000],
      ['refund', -96_000],
      ['refund', -50_000],
    ]);
    expect(money.balance).toBe(144_000);
    expect(money.balance).toBe(sum(money.entries));
  });

  it('does not refund rent that staff already reversed', async () => {
    const { student, booking } = await bookedAndCharged({ fullRefundUntil: today(), shareAfterPercent: 0 });
    const rent = (await moneyOf(admin, student.user.id)).entries.find((entry) => entry.kind === 'rent')!;
    const reversed = await reverse(admin, student.user.id, rent.id, 'Charged the wrong period');
    expect(reversed.status).toBe(200);
    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' });

    const money = await moneyOf(admin, student.user.id);
    expect(money.entries.filter((entry) => entry.kind === 'refund').map((entry) => entry.amount)).toEqual([
      -50_000,
    ]);
    expect(money.balance).toBe(0);
  });

  it('a check-out without the desk refunds no rent but returns the whole deposit, by either path', async () => {
    const policy = { fullRefundUntil: dayOffset(30), shareAfterPercent: 100 };
    const byStatus = await bookedAndCharged(policy);
    const response = await call(admin, 'PUT', `/bookings/${byStatus.booking.id}/status`, {
      status: 'inactive',
    });
    expect(response.status).toBe(200);
    expect((await moneyOf(admin, byStatus.student.user.id)).balance).toBe(240_000);

    const fromList = await bookedAndCharged(policy);
    const checkedOut = await call(admin, 'POST', `/students/${fromList.student.user.id}/check-out`);
    expect(checkedOut.status).toBe(200);
    const money = await moneyOf(admin, fromList.student.user.id);
    expect(money.balance).toBe(240_000);
    expect(money.entries.filter((entry) => entry.kind === 'refund').map((entry) => entry.amount)).toEqual([
      -50_000,
    ]);
  });

  it('is in the audit trail with who cancelled', async () => {
    await bookedAndCharged({ fullRefundUntil: dayOffset(30), shareAfterPercent: 0 }).then(({ booking }) =>
      call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Audit me' }),
    );
    const trail = await call(await signedInAs('super_admin'), 'GET', '/audit?action=money.refund');
    expect(trail.body.entries[0].actor.id).toBe(admin.user.id);
    expect(trail.body.entries[0].after.refunds).toHaveLength(2);
  });
});

describe('rent in instalments', () => {
  const thirds = [
    { percent: 40, dueDays: 0 },
    { percent: 30, dueDays: 45 },
    { percent: 30, dueDays: 90 },
  ];

  it('a booking with three instalments writes three rent charges with their own amounts and due dates', async () => {
    await priceCurrentPeriod(admin, {
      rentByRoomType: { Double: 240_001 },
      deposit: 50_000,
      paymentDueDays: 7,
      instalments: thirds,
    });
    const student = await aStudent();
    const booking = await book(student, await aRoom({ roomType: 'Double' }));

    const money = await moneyOf(student, student.user.id);
    expect(money.entries.map((entry) => [entry.kind, entry.amount, entry.dueDate, entry.bookingId])).toEqual([
      ['rent', 96_001, dayOffset(0), booking.id],
      ['rent', 72_000, dayOffset(45), booking.id],
      ['rent', 72_000, dayOffset(90), booking.id],
      ['deposit', 50_000, dayOffset(7), booking.id],
    ]);
    expect(money.entries[0]!.description).toMatch(/, instalment 1 of 3$/);
    expect(money.balance).toBe(290_001);
    expect((await lastMailTo(student.user.email)).text).toContain(
      `You have been charged rent GHS 2,400.01 in 3 instalments: GHS 960.01 due by ${dayOffset(0)}, GHS 720.00 due by ${dayOffset(45)}, GHS 720.00 due by ${dayOffset(90)}.`,
    );
  });

  it('the outstanding list ages the instalments by their own due dates', async () => {
    await priceCurrentPeriod(admin, {
      rentByRoomType: { Double: 100_000 },
      instalments: [
        { percent: 50, dueDays: 0 },
        { percent: 50, dueDays: 60 },
      ],
    });
    const student = await aStudent();
    await book(student, await aRoom({ roomType: 'Double' }));
    const outstanding = await call(admin, 'GET', '/money/outstanding?limit=100');
    expect(outstanding.status).toBe(200);
    const row = outstanding.body.students.find(
      (item: { student: { id: string } }) => item.student.id === student.user.id,
    );
    expect(row).toMatchObject({
      due: 100_000,
      oldestDueDate: today(),
      buckets: { current: 100_000, days30: 0, days60: 0, days90: 0 },
    });
  });

  it('a payment reminder asks only for the instalments past their due date', async () => {
    await priceCurrentPeriod(admin, {
      rentByRoomType: { Double: 100_000 },
      instalments: [
        { percent: 50, dueDays: 0 },
        { percent: 50, dueDays: 60 },
      ],
    });
    const student = await aStudent();
    await book(student, await aRoom({ roomType: 'Double' }));

    const twoDaysLater = new Date(Date.now() + 2 * 86_400_000);
    expect(await sendPaymentReminders({ studentIds: [student.user.id] }, twoDaysLater)).toBe(1);
    const reminders = (await mailTo(student.user.email)).filter((mail) =>
      mail.subject.startsWith('Payment reminder'),
    );
    expect(reminders.map((mail) => mail.subject)).toEqual(['Payment reminder: GHS 500.00 is overdue']);
  });

  it('a cancellation refunds the policy’s share of all the instalments together', async () => {
    await priceCurrentPeriod(admin, {
      rentByRoomType: { Double: 240_001 },
      deposit: 50_000,
      instalments: thirds,
      refundPolicy: { fullRefundUntil: dayOffset(-1), shareAfterPercent: 50 },
    });
    const student = await aStudent();
    const booking = await book(student, await aRoom({ roomType: 'Double' }));
    const cancelled = await call(admin, 'POST', `/bookings/${booking.id}/cancel`, {
      cancellationReason: 'Left early',
    });
    expect(cancelled.status).toBe(200);

    const money = await moneyOf(admin, student.user.id);
    expect(money.entries.filter((entry) => entry.kind === 'refund').map((entry) => entry.amount)).toEqual([
      -120_000, -50_000,
    ]);
    expect(money.balance).toBe(120_001);
    expect(money.balance).toBe(sum(money.entries));
  });

  it('a move charges the difference once beside the instalments, and a later cancellation refunds the share of them all', async () => {
    await priceCurrentPeriod(admin, {
      rentByRoomType: { Double: 240_000, Single: 380_000 },
      instalments: thirds,
      refundPolicy: { fullRefundUntil: dayOffset(-1), shareAfterPercent: 50 },
    });
    const student = await aStudent();
    const booking = await book(student, await aRoom({ roomType: 'Double' }));
    const to = await aRoom({ roomType: 'Single', capacity: 1 });
    expect((await call(admin, 'PUT', `/bookings/${booking.id}/room`, { roomId: to.id })).status).toBe(200);

    const moved = await moneyOf(admin, student.user.id);
    const rents = moved.entries.filter((entry) => entry.kind === 'rent');
    expect(rents).toHaveLength(4);
    const difference = rents[3]!;
    expect(difference.description).toMatch(/^Rent difference, move from Room/);
    expect(difference.amount).toBeGreaterThan(0);
    expect(difference.amount).toBeLessThanOrEqual(140_000);

    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' });
    const money = await moneyOf(admin, student.user.id);
    const rentTotal = sum(rents);
    expect(money.entries.filter((entry) => entry.kind === 'refund').map((entry) => entry.amount)).toEqual([
      -Math.floor(rentTotal / 2),
    ]);
    expect(money.balance).toBe(rentTotal - Math.floor(rentTotal / 2));
  });

  it('a cancellation does not refund an instalment staff reversed', async () => {
    await priceCurrentPeriod(admin, {
      rentByRoomType: { Double: 240_000 },
      instalments: [
        { percent: 50, dueDays: 0 },
        { percent: 50, dueDays: 30 },
      ],
      refundPolicy: { fullRefundUntil: dayOffset(30), shareAfterPercent: 0 },
    });
    const student = await aStudent();
    const booking = await book(student, await aRoom({ roomType: 'Double' }));
    const second = (await moneyOf(admin, student.user.id)).entries[1]!;
    expect((await reverse(admin, student.user.id, second.id, 'Waived')).status).toBe(200);
    await call(admin, 'POST', `/bookings/${booking.id}/cancel`, { cancellationReason: 'Left' });

    const money = await moneyOf(admin, student.user.id);
    expect(money.entries.filter((entry) => entry.kind === 'refund').map((entry) => entry.amount)).toEqual([
      -120_000,
    ]);
    expect(money.balance).toBe(0);
  });

  it.for([
    {
      name: 'shares that do not add up to 100%',
      instalments: [
        { percent: 50, dueDays: 0 },
        { percent: 40, dueDays: 30 },
      ],
      message: 'The instalments’ shares must add up to 100%',
    },
    {
      name: 'a share of nothing',
      instalments: [
        { percent: 0, dueDays: 0 },
        { percent: 100, dueDays: 30 },
      ],
      message: 'An instalment’s share must be a whole percentage from 1 to 100',
    },
    {
      name: 'a fractional share',
      instalments: [
        { percent: 33.5, dueDays: 0 },
        { percent: 66.5, dueDays: 30 },
      ],
      message: 'An instalment’s share must be a whole percentage from 1 to 100',
    },
    {
      name: 'days to pay past a year',
      instalments: [{ percent: 100, dueDays: 400 }],
      message: 'Days to pay an instalment must be a whole number from 0 to 365',
    },
    {
      name: 'more than twelve instalments',
      instalments: Array.from({ length: 13 }, (_, index) => ({
        percent: index === 0 ? 4 : 8,
        dueDays: index,
      })),
      message: 'At most 12 instalments',
    },
    { name: 'not a list', instalments: 'monthly', message: undefined },
  ])('refuses instalments with $name, with 400 and its message', async (row) => {
    const response = await call(
      admin,
      'PUT',
      '/money/prices',
      await pricesBody({ rentByRoomType: { Double: 1_000 }, instalments: row.instalments as never }),
    );
    expect(response.status).toBe(400);
    if (row.message) expect(JSON.stringify(response.body)).toContain(row.message);
  });
});

describe('the period', () => {
  it('of a charge is the one the settings hold', async () => {
    const settings = await getSettings();
    await priceCurrentPeriod(admin, { rentByRoomType: { Double: 1_000 } });
    const student = await aStudent();
    await book(student, await aRoom({ roomType: 'Double' }));
    const [rent] = (await moneyOf(student, student.user.id)).entries;
    expect(rent!.description).toContain(
      `${settings.currentAcademicYear} semester ${settings.currentSemester}`,
    );
  });
});
