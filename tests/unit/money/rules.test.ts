import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  minorDigits,
  recordPaymentSchema,
  rentOf,
  savePricesSchema,
  toMajorText,
  toMinorUnits,
} from '../../../functions/contract/money.ts';
import type { PeriodPrices } from '../../../functions/contract/money.ts';
import { settingsUpdateSchema } from '../../../functions/contract/settings.ts';
import * as z from '../../../functions/contract/zod.ts';
import {
  depositDueByOf,
  dueDateOf,
  moveDifference,
  overdueAmount,
  reminderWindowStart,
  rentParts,
  rentRefund,
} from '../../../functions/domain/money/rules.ts';

const prices: PeriodPrices = {
  academicYear: '2025/2026',
  semester: 1,
  currency: 'GHS',
  rentByRoomType: { Double: 240_000, Single: 380_000 },
  roomOverrides: [{ roomId: 'corner', roomNumber: 'A101', amount: 260_000 }],
  deposit: 50_000,
  paymentDueDays: 14,
  instalments: [],
  refundPolicy: { fullRefundUntil: '2025-09-30', shareAfterPercent: 50 },
  updatedAt: null,
};

describe('formatting minor units', () => {
  it('shows pesewas as cedis with the currency code', () => {
    expect(formatMoney(120_050, 'GHS')).toBe('GHS 1,200.50');
  });

  it('shows a currency without minor units as whole numbers', () => {
    expect(minorDigits('JPY')).toBe(0);
    expect(formatMoney(1500, 'JPY')).toBe('JPY 1,500');
  });

  it('shows a three-digit currency with three decimals', () => {
    expect(formatMoney(1_234, 'KWD')).toBe('KWD 1.234');
  });

  it('shows money owed back as negative', () => {
    expect(formatMoney(-50_000, 'GHS')).toBe('-GHS 500.00');
  });
});

describe('reading what staff type', () => {
  it('reads cedis and pesewas as minor units without a float', () => {
    expect(toMinorUnits('1,200.50', 'GHS')).toBe(120_050);
    expect(toMinorUnits('0.07', 'GHS')).toBe(7);
    expect(toMinorUnits('19.99', 'USD')).toBe(1999);
    expect(toMinorUnits('300', 'GHS')).toBe(30_000);
  });

  it('refuses more decimals than the currency has, signs and words', () => {
    expect(toMinorUnits('1.005', 'GHS')).toBeNull();
    expect(toMinorUnits('10.5', 'JPY')).toBeNull();
    expect(toMinorUnits('-5', 'GHS')).toBeNull();
    expect(toMinorUnits('ten', 'GHS')).toBeNull();
  });

  it('writes minor units back as the form shows them', () => {
    expect(toMajorText(120_050, 'GHS')).toBe('1200.50');
    expect(toMinorUnits(toMajorText(99, 'GHS'), 'GHS')).toBe(99);
  });
});

describe('the price of a room', () => {
  it('is its own price when staff set one', () => {
    expect(rentOf(prices, { id: 'corner', roomType: 'Double' })).toBe(260_000);
  });

  it('is its type’s price otherwise', () => {
    expect(rentOf(prices, { id: 'other', roomType: 'Single' })).toBe(380_000);
  });

  it('is none for a type nobody priced', () => {
    expect(rentOf(prices, { id: 'other', roomType: 'Quad' })).toBeNull();
  });
});

describe('due dates', () => {
  it('fall the configured number of days after the day of the booking', () => {
    expect(dueDateOf('2025-12-25', 14)).toBe('2026-01-08');
    expect(dueDateOf('2026-02-20', 10)).toBe('2026-03-02');
  });
});

describe('rent in instalments', () => {
  const bookedOn = '2026-01-10';
  const total = (parts: { amount: number }[]) => parts.reduce((sum, part) => sum + part.amount, 0);

  it('is one charge due after the days to pay when the period has no instalments', () => {
    expect(rentParts(240_000, [], bookedOn, 14)).toEqual([{ amount: 240_000, dueDate: '2026-01-24' }]);
  });

  it('is one charge per instalment, each its share and due its own days after the booking', () => {
    const instalments = [
      { percent: 50, dueDays: 0 },
      { percent: 30, dueDays: 30 },
      { percent: 20, dueDays: 60 },
    ];
    expect(rentParts(240_000, instalments, bookedOn, 14)).toEqual([
      { amount: 120_000, dueDate: '2026-01-10' },
      { amount: 72_000, dueDate: '2026-02-09' },
      { amount: 48_000, dueDate: '2026-03-11' },
    ]);
  });

  it('puts what rounding leaves on the first instalment, so the parts add up to the rent exactly', () => {
    const thirds = [
      { percent: 34, dueDays: 0 },
      { percent: 33, dueDays: 30 },
      { percent: 33, dueDays: 60 },
    ];
    const parts = rentParts(100_001, thirds, bookedOn, 14);
    expect(parts.map((part) => part.amount)).toEqual([34_001, 33_000, 33_000]);
    expect(total(parts)).toBe(100_001);
    for (const rent of [1, 7, 99, 101, 12_345, 99_999_999])
      expect(total(rentParts(rent, thirds, bookedOn, 14))).toBe(rent);
  });

  it('orders the instalments by when they fall due, whatever order staff listed them in', () => {
    const parts = rentParts(
      1_000,
      [
        { percent: 25, dueDays: 90 },
        { percent: 75, dueDays: 0 },
      ],
      bookedOn,
      14,
    );
    expect(parts).toEqual([
      { amount: 750, dueDate: '2026-01-10' },
      { amount: 250, dueDate: '2026-04-10' },
    ]);
  });

  it('leaves out an instalment that comes to nothing on a rent of a few minor units', () => {
    const parts = rentParts(
      1,
      [
        { percent: 50, dueDays: 0 },
        { percent: 50, dueDays: 30 },
      ],
      bookedOn,
      14,
    );
    expect(parts).toEqual([{ amount: 1, dueDate: '2026-01-10' }]);
  });
});

describe('the refund policy on cancellation', () => {
  const policy = prices.refundPolicy;

  it('gives the whole rent back up to and including the last day', () => {
    expect(rentRefund(240_000, policy, '2025-09-30')).toEqual({
      amount: 240_000,
      percent: 100,
    });
  });

  it('gives the share after that day', () => {
    expect(rentRefund(240_000, policy, '2025-10-01')).toEqual({ amount: 120_000, percent: 50 });
  });

  it('rounds a share down to the minor unit, never giving back more', () => {
    expect(rentRefund(99_999, { fullRefundUntil: null, shareAfterPercent: 33 }, '2025-10-01').amount).toBe(
      32_999,
    );
  });

  it('gives nothing back when the policy has no date and no share', () => {
    expect(rentRefund(240_000, { fullRefundUntil: null, shareAfterPercent: 0 }, '2025-08-01').amount).toBe(0);
  });
});

describe('the money schemas', () => {
  /** A PUT /money/prices body with nothing priced, without its currency. */
  const unpriced = {
    academicYear: '2025/2026',
    semester: 1,
    rentByRoomType: {},
    roomOverrides: [],
    deposit: 0,
    paymentDueDays: 14,
    refundPolicy: { fullRefundUntil: null, shareAfterPercent: 0 },
  };

  const messageOf = (schema: z.ZodMiniType, value: unknown) => {
    const result = z.safeParse(schema, value);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('refuses a payment of zero, a fractional one and one without a reference by mobile money', () => {
    expect(messageOf(recordPaymentSchema, { amount: 0, method: 'cash' })).toMatch(/more than zero/);
    expect(messageOf(recordPaymentSchema, { amount: 10.5, method: 'cash' })).toMatch(/whole number/);
    expect(messageOf(recordPaymentSchema, { amount: 100, method: 'mobileMoney' })).toMatch(/reference/);
    expect(
      messageOf(recordPaymentSchema, { amount: 100, method: 'mobileMoney', reference: 'MM-1' }),
    ).toBeNull();
  });

  it('refuses a currency that is not ISO 4217', () => {
    const base = unpriced;
    expect(messageOf(savePricesSchema, { ...base, currency: 'XYZ' })).toMatch(/ISO 4217/);
    expect(messageOf(savePricesSchema, { ...base, currency: 'GHS' })).toBeNull();
  });

  it('takes instalments that add up to 100%, and none for one payment', () => {
    const base = { ...unpriced, currency: 'GHS' };
    const two = (first: number, second: number) => [
      { percent: first, dueDays: 0 },
      { percent: second, dueDays: 30 },
    ];
    expect(messageOf(savePricesSchema, base)).toBeNull();
    expect(messageOf(savePricesSchema, { ...base, instalments: two(60, 40) })).toBeNull();
    expect(messageOf(savePricesSchema, { ...base, instalments: two(60, 30) })).toBe(
      'The instalments’ shares must add up to 100%',
    );
    expect(messageOf(savePricesSchema, { ...base, instalments: two(0, 100) })).toMatch(/from 1 to 100/);
    expect(messageOf(savePricesSchema, { ...base, instalments: two(50.5, 49.5) })).toMatch(/whole/);
    expect(
      messageOf(savePricesSchema, {
        ...base,
        instalments: [
          { percent: 50, dueDays: 0 },
          { percent: 50, dueDays: 366 },
        ],
      }),
    ).toMatch(/from 0 to 365/);
    expect(
      messageOf(savePricesSchema, {
        ...base,
        instalments: Array.from({ length: 20 }, () => ({ percent: 5, dueDays: 0 })),
      }),
    ).toBe('At most 12 instalments');
  });
});

describe('the price difference of a move', () => {
  // 100 nights: 1 September to 10 December.
  const stay = { arrival: '2025-09-01', departure: '2025-12-10' };

  it('charges the whole difference for a move on the arrival day', () => {
    expect(moveDifference(240_000, 380_000, '2025-09-01', stay)).toEqual({
      amount: 140_000,
      nightsLeft: 100,
      nights: 100,
    });
  });

  it('charges the whole difference for a move before arrival', () => {
    expect(moveDifference(240_000, 380_000, '2025-08-15', stay)?.amount).toBe(140_000);
  });

  it('charges nothing for a move on the departure day, and one night on the last night', () => {
    expect(moveDifference(240_000, 380_000, '2025-12-10', stay)).toEqual({
      amount: 0,
      nightsLeft: 0,
      nights: 100,
    });
    expect(moveDifference(240_000, 380_000, '2025-12-09', stay)).toEqual({
      amount: 1_400,
      nightsLeft: 1,
      nights: 100,
    });
  });

  it('charges the nights left at the dearer price', () => {
    // 11 October: 60 of the 100 nights are left.
    expect(moveDifference(240_000, 380_000, '2025-10-11', stay)?.amount).toBe(84_000);
  });

  it('credits the nights left at the cheaper price as a negative amount', () => {
    expect(moveDifference(380_000, 240_000, '2025-10-11', stay)?.amount).toBe(-84_000);
  });

  it('rounds a share towards zero either way, never more than the exact share', () => {
    // 1/3 of the nights left of a difference of 100: 33.33… charged as 33, credited as 33.
    const third = { arrival: '2025-09-01', departure: '2025-09-04' };
    expect(moveDifference(1_000, 1_100, '2025-09-03', third)?.amount).toBe(33);
    expect(moveDifference(1_100, 1_000, '2025-09-03', third)?.amount).toBe(-33);
  });

  it('charges nothing between rooms of the same price', () => {
    expect(moveDifference(240_000, 240_000, '2025-10-11', stay)?.amount).toBe(0);
  });

  it('has nothing to say when either room has no price', () => {
    expect(moveDifference(null, 380_000, '2025-10-11', stay)).toBeNull();
    expect(moveDifference(240_000, null, '2025-10-11', stay)).toBeNull();
  });

  it('charges the whole difference when the stay has no dates yet', () => {
    expect(moveDifference(240_000, 380_000, '2025-10-11', null)).toEqual({
      amount: 140_000,
      nightsLeft: null,
      nights: null,
    });
  });
});

describe('what of a balance is overdue', () => {
  const charge = (amount: number, dueDate: string | null, reversed = false) => ({
    amount,
    dueDate,
    reversed,
  });
  const today = '2026-03-10';

  it('is the whole balance once every charge is past its due date', () => {
    expect(overdueAmount([charge(240_000, '2026-03-01'), charge(50_000, '2026-03-09')], 290_000, today)).toBe(
      290_000,
    );
  });

  it('leaves out a charge due today or later: it is not late yet', () => {
    expect(overdueAmount([charge(240_000, '2026-03-01'), charge(50_000, today)], 290_000, today)).toBe(
      240_000,
    );
    expect(overdueAmount([charge(240_000, '2026-03-11')], 240_000, today)).toBe(0);
  });

  it('applies payments to the oldest charges first, so a part payment leaves only the rest overdue', () => {
    const entries = [charge(240_000, '2026-03-01'), charge(100_000, '2026-04-01'), charge(-200_000, null)];
    expect(overdueAmount(entries, 140_000, today)).toBe(40_000);
  });

  it('is zero for a student paid up or in credit', () => {
    expect(overdueAmount([charge(240_000, '2026-03-01'), charge(-240_000, null)], 0, today)).toBe(0);
    expect(overdueAmount([charge(240_000, '2026-03-01'), charge(-300_000, null)], -60_000, today)).toBe(0);
  });

  it('does not count a reversed charge that is not yet due as still to come', () => {
    const entries = [
      charge(240_000, '2026-03-01'),
      charge(80_000, '2026-04-01', true),
      charge(-80_000, null),
    ];
    expect(overdueAmount(entries, 240_000, today)).toBe(240_000);
  });
});

describe('the reminder interval', () => {
  it('starts the configured number of days before now', () => {
    expect(reminderWindowStart(new Date('2026-03-10T09:30:00.000Z'), 7)).toBe('2026-03-03T09:30:00.000Z');
    expect(reminderWindowStart(new Date('2026-03-01T00:00:00.000Z'), 1)).toBe('2026-02-28T00:00:00.000Z');
  });
});

describe('the payment reminder settings', () => {
  const parse = (paymentReminders: unknown) => settingsUpdateSchema.safeParse({ paymentReminders });

  it('take reminders on or off with a whole number of days from 1 to 60', () => {
    expect(parse({ enabled: true, intervalDays: 1 }).success).toBe(true);
    expect(parse({ enabled: false, intervalDays: 60 }).success).toBe(true);
  });

  it.each([0, 61, 2.5, '7', null])('refuse %s days with the bounds in the message', (intervalDays) => {
    const result = parse({ enabled: true, intervalDays });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'The days between reminders must be a whole number from 1 to 60',
    );
  });

  it('refuse a missing switch with its message', () => {
    expect(parse({ intervalDays: 7 }).error?.issues[0]?.message).toBe('Say whether payment reminders are on');
  });
});

describe('the deposit deadline', () => {
  const on = (hours: number) => ({ enabled: true, hours });

  it('falls the configured hours after the booking is made', () => {
    expect(depositDueByOf('2026-03-10T09:30:00.000Z', on(48), 50_000)).toBe('2026-03-12T09:30:00.000Z');
    expect(depositDueByOf('2026-03-10T09:30:00.000Z', on(1), 50_000)).toBe('2026-03-10T10:30:00.000Z');
  });

  it('crosses months, years and a leap day as hours, not calendar days', () => {
    expect(depositDueByOf('2028-02-28T23:15:00.000Z', on(168), 1)).toBe('2028-03-06T23:15:00.000Z');
    expect(depositDueByOf('2026-12-31T22:00:00.000Z', on(3), 1)).toBe('2027-01-01T01:00:00.000Z');
  });

  it('gives no deadline while the rule is off, whatever the hours', () => {
    expect(depositDueByOf('2026-03-10T09:30:00.000Z', { enabled: false, hours: 48 }, 50_000)).toBeNull();
  });

  it('gives no deadline to a booking charged no deposit, since there is nothing to wait for', () => {
    expect(depositDueByOf('2026-03-10T09:30:00.000Z', on(48), 0)).toBeNull();
  });

  it('gives no deadline when the student’s credit covers the deposit, and one when it falls short', () => {
    expect(depositDueByOf('2026-03-10T09:30:00.000Z', on(48), 50_000, 50_000)).toBeNull();
    expect(depositDueByOf('2026-03-10T09:30:00.000Z', on(48), 50_000, 80_000)).toBeNull();
    expect(depositDueByOf('2026-03-10T09:30:00.000Z', on(48), 50_000, 49_999)).toBe(
      '2026-03-12T09:30:00.000Z',
    );
  });
});

describe('the deposit deadline settings', () => {
  const parse = (depositDeadline: unknown) => settingsUpdateSchema.safeParse({ depositDeadline });

  it('take the rule on or off with a whole number of hours from 1 to 168', () => {
    expect(parse({ enabled: true, hours: 1 }).success).toBe(true);
    expect(parse({ enabled: false, hours: 168 }).success).toBe(true);
  });

  it.each([0, 169, 1.5, '48', null, -3])('refuse %s hours with the bounds in the message', (hours) => {
    const result = parse({ enabled: true, hours });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'The hours to pay the deposit must be a whole number from 1 to 168',
    );
  });

  it('refuse a missing switch with its message', () => {
    expect(parse({ hours: 48 }).error?.issues[0]?.message).toBe('Say whether the deposit deadline is on');
  });
});
