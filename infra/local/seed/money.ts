import type { Booking } from '../../../functions/contract/bookings.ts';
import type { PeriodPrices } from '../../../functions/contract/money.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { paymentMethodLabels, type PaymentMethod } from '../../../functions/contract/money.ts';
import type { Actor } from '../../../functions/data/audit.ts';
import { entryOf, recordPayment } from '../../../functions/data/ledger.ts';
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
      refundPolicy: { fullRefundUntil: fullRefundUntil.toISOString().slice(0, 10), shareAfterPercent: 50 },
    },
    [],
  );
}

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
    if (index % 3 === 2) continue;
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
      }),
      () => [],
    );
  }
}
