import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { getPrices } from '../../../functions/data/prices.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { aRoom, aStudent, call } from '../../support/hostel.ts';
import { moneyOf, priceCurrentPeriod, pricesBody } from '../../support/money.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

let admin: SignedIn;
beforeAll(async () => {
  admin = await signedInAs('admin');
});

const period = async () => {
  const settings = await getSettings();
  return { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
};

describe('prices', () => {
  it('are saved per period with a room’s own price, and set the hostel’s currency', async () => {
    const room = await aRoom({ roomType: 'Single', capacity: 1 });
    const saved = await priceCurrentPeriod(admin, {
      currency: 'USD',
      rentByRoomType: { Single: 90_000, Double: 60_000 },
      roomOverrides: [{ roomId: room.id, amount: 95_000 }],
      deposit: 10_000,
      refundPolicy: { fullRefundUntil: '2030-01-31', shareAfterPercent: 25 },
    });
    expect(saved.roomOverrides).toEqual([{ roomId: room.id, roomNumber: room.roomNumber, amount: 95_000 }]);

    const read = await call(
      admin,
      'GET',
      `/money/prices?academicYear=${(await period()).academicYear}&semester=${(await period()).semester}`,
    );
    expect(read.status).toBe(200);
    expect(read.body.prices).toMatchObject({
      currency: 'USD',
      rentByRoomType: { Single: 90_000, Double: 60_000 },
      deposit: 10_000,
      refundPolicy: { fullRefundUntil: '2030-01-31', shareAfterPercent: 25 },
    });
    expect((await getSettings()).currency).toBe('USD');
  });

  it('of the current period are read by a student before they book', async () => {
    await priceCurrentPeriod(admin, { rentByRoomType: { Double: 240_000 }, deposit: 50_000 });
    const student = await aStudent();
    const response = await call(student, 'GET', '/money/prices/current');
    expect(response.status).toBe(200);
    expect(response.body.prices).toMatchObject({
      currency: 'GHS',
      rentByRoomType: { Double: 240_000 },
      deposit: 50_000,
    });
  });

  it('of a period nobody priced are empty, not an error', async () => {
    const response = await call(admin, 'GET', '/money/prices?academicYear=2040/2041&semester=2');
    expect(response.status).toBe(200);
    expect(response.body.prices).toMatchObject({
      academicYear: '2040/2041',
      semester: 2,
      rentByRoomType: {},
      deposit: 0,
    });
  });

  it.each([
    'academicYear=2040/2041',
    'academicYear=2040/2041&semester=first',
    'academicYear=2040/2041&semester=3',
  ])('asked for with %s answer 400 with the semester’s message', async (query) => {
    const response = await call(admin, 'GET', `/money/prices?${query}`);
    expect([response.status, response.body.message]).toEqual([400, messages.settings.semesterInvalid]);
  });

  it('are recorded in the audit trail with who saved them', async () => {
    await priceCurrentPeriod(admin, { rentByRoomType: { Triple: 180_000 } });
    const superAdmin = await signedInAs('super_admin');
    const trail = await call(superAdmin, 'GET', '/audit?action=money.prices');
    expect(trail.status).toBe(200);
    const [latest] = trail.body.entries;
    expect(latest.actor.id).toBe(admin.user.id);
    expect(latest.after.rentByRoomType).toEqual({ Triple: 180_000 });
  });

  it('refuse a room type the hostel does not have, a room that does not exist and a made-up currency', async () => {
    const base = await pricesBody();
    const unknownType = await call(admin, 'PUT', '/money/prices', {
      ...base,
      rentByRoomType: { Penthouse: 1 },
    });
    expect([unknownType.status, unknownType.body.message]).toEqual([400, messages.money.roomTypeUnknown]);
    const unknownRoom = await call(admin, 'PUT', '/money/prices', {
      ...base,
      roomOverrides: [{ roomId: 'ffffffffffffffffffffffff', amount: 5 }],
    });
    expect([unknownRoom.status, unknownRoom.body.message]).toEqual([400, messages.money.roomUnknown]);
    const badCurrency = await call(admin, 'PUT', '/money/prices', { ...base, currency: 'CEDI' });
    expect([badCurrency.status, badCurrency.body.message]).toEqual([400, messages.money.currencyInvalid]);
    const fraction = await call(admin, 'PUT', '/money/prices', { ...base, deposit: 10.5 });
    expect([fraction.status, fraction.body.message]).toEqual([400, messages.money.amountInvalid]);
  });

  it('refuse a body without them, each missing part with its own message, and keep the prices as they were', async () => {
    const before = await getPrices(await period(), 'GHS');

    const empty = await call(admin, 'PUT', '/money/prices', {});

    expect([empty.status, empty.body.message]).toEqual([400, messages.settings.academicYearInvalid]);
    expect(empty.body.errors).toEqual({
      academicYear: messages.settings.academicYearInvalid,
      semester: messages.settings.semesterInvalid,
      currency: messages.money.currencyInvalid,
      rentByRoomType: messages.money.rentsInvalid,
      roomOverrides: messages.money.roomOverridesInvalid,
      deposit: messages.money.amountInvalid,
      paymentDueDays: messages.money.dueDaysInvalid,
      refundPolicy: messages.money.refundPolicyInvalid,
    });
    expect(await getPrices(await period(), 'GHS')).toEqual(before);
  });

  it('refuse parts of the wrong shape with their own messages', async () => {
    const base = await pricesBody();
    const wrong = await call(admin, 'PUT', '/money/prices', {
      ...base,
      rentByRoomType: [],
      roomOverrides: [42],
      instalments: 'monthly',
      refundPolicy: null,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      rentByRoomType: messages.money.rentsInvalid,
      'roomOverrides.0': messages.money.roomOverridesInvalid,
      instalments: messages.money.instalmentsInvalid,
      refundPolicy: messages.money.refundPolicyInvalid,
    });
  });

  it('refuse a full-refund date that is no day of the calendar, and keep the prices as they were', async () => {
    const before = await getPrices(await period(), 'GHS');
    for (const fullRefundUntil of ['2026-02-30', '2026-04-31', '2027-02-29']) {
      const saved = await call(
        admin,
        'PUT',
        '/money/prices',
        await pricesBody({ refundPolicy: { fullRefundUntil, shareAfterPercent: 50 } }),
      );
      expect([saved.status, saved.body.message], fullRefundUntil).toEqual([400, messages.money.dateInvalid]);
    }
    expect(await getPrices(await period(), 'GHS')).toEqual(before);
  });

  // Last in the file: from here on money is recorded, so the currency stays as it is.
  it('refuse a room price with no room chosen, and a second price for the same room', async () => {
    const room = await aRoom({ roomType: 'Double' });
    const base = await pricesBody();
    const noRoom = await call(admin, 'PUT', '/money/prices', {
      ...base,
      roomOverrides: [{ roomId: '', amount: 5 }],
    });
    expect([noRoom.status, noRoom.body.message]).toEqual([400, messages.money.roomRequired]);
    const twice = await call(admin, 'PUT', '/money/prices', {
      ...base,
      roomOverrides: [
        { roomId: room.id, amount: 5 },
        { roomId: room.id, amount: 6 },
      ],
    });
    expect([twice.status, twice.body.message]).toEqual([400, messages.money.roomPricedTwice]);
  });

  it('keep instalments saved with them, and read prices saved before instalments as one payment', async () => {
    const saved = await priceCurrentPeriod(admin, {
      instalments: [
        { percent: 70, dueDays: 0 },
        { percent: 30, dueDays: 90 },
      ],
    });
    expect((await getPrices(await period(), 'GHS')).instalments).toEqual(saved.instalments);
    await priceCurrentPeriod(admin, {});
    expect((await getPrices(await period(), 'GHS')).instalments).toEqual([]);
  });

  it('keep their currency once money is recorded, so every student’s charges stay writable', async () => {
    const currentPrices = `/money/prices?academicYear=${(await period()).academicYear}&semester=${(await period()).semester}`;
    expect((await call(admin, 'GET', currentPrices)).body.currencyLocked).toBe(false);
    await priceCurrentPeriod(admin, { currency: 'GHS', rentByRoomType: { Single: 100_000 } });
    const first = await aStudent();
    const paid = await call(admin, 'POST', `/students/${first.user.id}/money/payments`, {
      amount: 5_000,
      method: 'cash',
    });
    expect(paid.status).toBe(200);

    const changed = await call(admin, 'PUT', '/money/prices', await pricesBody({ currency: 'USD' }));
    expect([changed.status, changed.body.message]).toEqual([409, messages.money.currencyLocked]);
    expect((await getSettings()).currency).toBe('GHS');
    expect((await call(admin, 'GET', currentPrices)).body.currencyLocked).toBe(true);

    // The same currency still saves, and the student with a ledger can still be booked and charged.
    await priceCurrentPeriod(admin, { currency: 'GHS', rentByRoomType: { Single: 120_000 } });
    const room = await aRoom({ roomType: 'Single', capacity: 1 });
    const booked = await call(admin, 'POST', '/bookings', {
      studentId: first.user.id,
      roomId: room.id,
      termsAgreed: true,
    });
    expect(booked.status).toBe(201);
    const money = await moneyOf(admin, first.user.id);
    expect(money.entries.map((entry) => [entry.kind, entry.amount, entry.currency])).toContainEqual([
      'rent',
      120_000,
      'GHS',
    ]);
  });

  it('cannot be changed by a student', async () => {
    const student = await aStudent();
    const response = await call(
      student,
      'PUT',
      '/money/prices',
      await pricesBody({ rentByRoomType: { Double: 1 } }),
    );
    expect(response.status).toBe(403);
    expect((await getPrices(await period(), 'GHS')).rentByRoomType.Double).not.toBe(1);
  });
});
