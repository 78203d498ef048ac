import type { Booking } from '../../../functions/contract/bookings.ts';
import type { PeriodPrices } from '../../../functions/contract/money.ts';
import { periodKeyOf } from '../../../functions/contract/money-reports.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { paymentMethodLabels, type PaymentMethod } from '../../../functions/contract/money.ts';
import { formatMoney } from '../../../functions/contract/amounts.ts';
import { recordedAuditItems, type Actor } from '../../../functions/data/audit.ts';
import { entryOf, recordPayment, writeEntries } from '../../../functions/data/ledger.ts';
import { savePrices } from '../../../functions/data/prices.ts';
import type { Period } from '../../../functions/data/waitlist.ts';

/**
 * The demo hostel's prices for the current period, in Ghana cedis (minor units: pesewas): rent per room
 * type, a deposit, two weeks to pay, and the whole rent back until a month into the period.
 */
export async function seedPrices(period: Period, startsOn: string): Promise<PeriodPrices> {
  const fullRefundUntil = new Date(`${startsOn}T00:00:00Z`);
  fullRefundUntil.setUTCDate(fullRefundUntil.getUTCDate() + 30);
  return savePrices(
    {
      ...period,
      semester: period.semester as 1 | 2,
      currency: 'GHS',
      rentByRoomType: { Single: 380_000, Double: 260_000, Triple: 200_000, Quad: 160_000 },
      roomOverrides: [],
      deposit: 50_000,
      paymentDueDays: 14,
      instalments: [],
      refundPolicy: { fullRefundUntil: fullRefundUntil.toISOString().slice(0, 10), shareAfterPercent: 50 },
    },
    [],
  );
}

/** Whether the student of the `index`th booking (by email) pays at the desk this period: two in three. */
export const paysThisPeriod = (index: number) => index % 3 !== 2;

/**
 * Payments at the desk for some of this period's bookings: in full, in part, or none yet. The student
 * `owing` (the demo resident) never pays in full, so their Money screen shows a balance due.
 */
export async function seedPayments(
  bookings: Booking[],
  prices: PeriodPrices,
  actor: Actor,
  owing: string,
): Promise<void> {
  const methods: PaymentMethod[] = ['mobileMoney', 'cash', 'bankTransfer'];
  // In turn, so the receipt numbers follow the order of the plan on every fresh start.
  for (const [index, booking] of bookings.entries()) {
    if (!paysThisPeriod(index)) continue;
    const owed = (prices.rentByRoomType[booking.room.roomType] ?? 0) + prices.deposit;
    const amount = index % 3 === 0 && booking.student.email !== owing ? owed : Math.round(owed / 2);
    const method = methods[index % methods.length]!;
    await recordPayment(
      entryOf({
        studentId: booking.studentId,
        kind: 'payment',
        amount: -amount,
        currency: prices.currency,
        description: messages.money.descriptions.payment(paymentMethodLabels[method]),
        method,
        reference: method === 'cash' ? null : `DEMO-${String(index + 1).padStart(4, '0')}`,
        recordedBy: actor,
        period: periodKeyOf(booking),
      }),
      () => [],
    );
  }
}

/** How many days past due each student's arrears are: one debt in each age of the outstanding list. */
const arrearsDaysPastDue = [40, 70, 100];

/**
 * Half of last period's rent still owed by a few of this period's students, due 40, 70 and 100 days
 * ago, so the outstanding list shows a debt 30, 60 and 90+ days late beside this period's current
 * charges. Each is written as the ledger writes every charge (its balance and the period's totals in
 * the same transaction), with its audit record. The students given are ones who paid nothing this
 * period: any payment would settle the oldest charge first (decision 0041) and hide the age.
 */
export async function seedArrears(
  bookings: Booking[],
  prices: PeriodPrices,
  actor: Actor,
  previous: Period,
  now = Date.now(),
): Promise<void> {
  const dayMs = 86_400_000;
  const period = `${previous.academicYear} semester ${previous.semester}`;
  for (const [index, booking] of bookings.slice(0, arrearsDaysPastDue.length).entries()) {
    const due = now - arrearsDaysPastDue[index]! * dayMs;
    const rent = prices.rentByRoomType[booking.room.roomType] ?? 0;
    const charge = entryOf(
      {
        studentId: booking.studentId,
        kind: 'rent',
        amount: Math.round(rent / 2),
        currency: prices.currency,
        description: messages.money.descriptions.rent(`Room ${booking.room.roomNumber}`, period),
        dueDate: new Date(due).toISOString().slice(0, 10),
        recordedBy: actor,
        period: periodKeyOf(previous),
      },
      new Date(due - prices.paymentDueDays * dayMs).toISOString(),
    );
    await writeEntries(
      [charge],
      recordedAuditItems({
        actor,
        action: 'money.charge',
        entity: { type: 'money', id: booking.studentId, name: booking.student.fullName },
        after: { period, rent: formatMoney(charge.amount, charge.currency) },
      }),
    );
  }
}
