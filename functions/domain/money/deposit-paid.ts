import type { Booking } from '#contract/bookings';
import type { LedgerEntry } from '#contract/money';
import { currentBookingOf, depositPaidItems } from '../../data/bookings.ts';
import { recordPayment, type Ledger, type StoredEntry } from '../../data/ledger.ts';
import type { TransactItem } from '../../data/transactions.ts';
import { depositHeldBy } from './booking-charges.ts';

type Counted = Pick<StoredEntry, 'id' | 'kind' | 'amount' | 'at' | 'reverses'>;

/**
 * What the student has paid towards a booking's deposit (issue #26 §7, docs/decisions/0103): their
 * payments recorded since it was made (at or after its time), not reversed, and the payment being
 * recorded, if any, which commits after the booking it found. A reversal is an entry of the ledger read,
 * so the sum rests on the entries alone, which the payment's own write holds (data/ledger.ts
 * recordPayment).
 */
function paidSince(booking: Booking, entries: readonly Counted[], payment?: Counted): number {
  const reversed = new Set(entries.map((entry) => entry.reverses).filter(Boolean));
  return entries
    .filter((entry) => entry.kind === 'payment' && entry.at >= booking.createdAt && !reversed.has(entry.id))
    .reduce((sum, entry) => sum - entry.amount, -(payment?.amount ?? 0));
}

/**
 * What of the deposit a booking still awaits: its deposit charge less what the payments since it count
 * towards it, by the rule a payment confirms it by (below), so the student is told what confirms it
 * before they pay. Null while the booking does not await its deposit.
 */
export function depositStillOwed(booking: Booking | null, entries: readonly LedgerEntry[]): number | null {
  if (!booking?.depositDueBy) return null;
  return Math.max(0, depositHeldBy(booking, entries).amount - paidSince(booking, entries));
}

/**
 * Records a payment (data/ledger.ts recordPayment) and, in the same transaction, confirms the student's
 * current booking while it awaits its deposit, when this payment and those before it since the booking
 * was made together reach that deposit charge's own amount. The decision is taken afresh from each
 * reading of the ledger, and the payment commits only while the ledger is as read, so two parts at the
 * same moment cannot both count short. The confirmation is conditioned on the booking still awaiting its
 * deposit, and the deadline's release on it still doing so (docs/decisions/0052): when the release came
 * first, the payment is recorded alone and stays on the student's ledger as credit. Desk and online
 * payments both come here. Returns the entry written and the booking it confirmed, if any.
 */
export async function recordPaymentConfirming(
  payment: StoredEntry,
  audit: (entry: StoredEntry) => TransactItem[],
  guard?: (entry: StoredEntry) => TransactItem,
): Promise<{ written: StoredEntry; confirmed: Booking | null }> {
  let confirmed: Booking | null = null;
  const confirms = async (ledger: Ledger & { stored: StoredEntry[] }, entry: StoredEntry) => {
    confirmed = null;
    const booking = await currentBookingOf(entry.studentId);
    if (!booking?.depositDueBy) return [];
    const deposit = depositHeldBy(booking, ledger.entries).amount;
    if (paidSince(booking, ledger.stored, entry) < deposit) return [];
    const { depositDueBy, ...paid } = booking;
    confirmed = paid;
    return depositPaidItems({ ...booking, depositDueBy });
  };
  const written = await recordPayment(payment, audit, guard, confirms);
  return { written, confirmed };
}
