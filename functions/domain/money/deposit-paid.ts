import type { Booking } from '#contract/bookings';
import { currentBookingOf, depositPaidItems } from '../../data/bookings.ts';
import { DepositNoLongerDue, ledgerOf, recordPayment, type StoredEntry } from '../../data/ledger.ts';
import type { TransactItem } from '../../data/transactions.ts';
import { depositHeldBy } from './booking-charges.ts';

type AwaitingDeposit = Booking & { depositDueBy: string };

/**
 * The booking a payment of `amount` confirms (issue #26 §7): the student's current booking while it
 * awaits its deposit, when the payment is at least that deposit charge's own amount. Null otherwise.
 */
async function bookingConfirmedBy(studentId: string, amount: number): Promise<AwaitingDeposit | null> {
  const booking = await currentBookingOf(studentId);
  if (!booking?.depositDueBy) return null;
  const deposit = depositHeldBy(booking, (await ledgerOf(studentId)).entries).amount;
  return amount >= deposit ? { ...booking, depositDueBy: booking.depositDueBy } : null;
}

/**
 * Records a payment (data/ledger.ts recordPayment) and, in the same transaction, confirms the booking
 * whose deposit it pays. That write is conditioned on the booking still awaiting its deposit, and the
 * deadline's release on it still doing so (docs/decisions/0052): when the release came first, the
 * payment is recorded alone and stays on the student's ledger as credit. Desk and online payments both
 * come here. Returns the entry written and the booking it confirmed, if any.
 */
export async function recordPaymentConfirming(
  payment: StoredEntry,
  audit: (entry: StoredEntry) => TransactItem[],
  guard?: (entry: StoredEntry) => TransactItem,
): Promise<{ written: StoredEntry; confirmed: Booking | null }> {
  const booking = await bookingConfirmedBy(payment.studentId, -payment.amount);
  if (booking) {
    try {
      const written = await recordPayment(payment, audit, guard, depositPaidItems(booking));
      const { depositDueBy: _paid, ...confirmed } = booking;
      return { written, confirmed };
    } catch (error) {
      if (!(error instanceof DepositNoLongerDue)) throw error;
    }
  }
  return { written: await recordPayment(payment, audit, guard), confirmed: null };
}
