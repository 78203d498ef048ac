import type { AuditAction } from '#contract/audit';
import type { Booking } from '#contract/bookings';
import { actorOf, auditItems, bookingEntity, type Actor } from '../../data/audit.ts';
import { endBooking, type Ending } from '../../data/bookings.ts';
import type { TransactItem } from '../../data/transactions.ts';
import type { Session } from '../../data/sessions.ts';
import { bookingWrite } from './booking-errors.ts';
import { bedsFreed } from '../waitlist/follow-up.ts';
import { ledgerOf } from '../../data/ledger.ts';
import { getPrices } from '../../data/prices.ts';
import {
  cancellationRefundEntries,
  cancellationRefundItems,
  depositHeldBy,
  depositReturnItems,
} from '../money/booking-charges.ts';

/** What a cancellation gives back; the ledger and the period's prices are read side by side. */
async function cancellationRefunds(booking: Booking, ending: Omit<Ending, 'by'>, actor: Actor, at: string) {
  const [ledger, prices] = await Promise.all([ledgerOf(booking.studentId), getPrices(booking, undefined)]);
  return cancellationRefundEntries(
    { ...booking, ...(ending.cancellationReason ? { cancellationReason: ending.cancellationReason } : {}) },
    ledger.entries,
    prices,
    actor,
    at,
  );
}

/**
 * Ends one active booking for a staff action (cancel, status change, check-out, delete, an approved
 * cancellation request), with its audit record. In the same transaction a cancellation gives back what
 * the period's refund policy says, and a check-out the deposit (whole, unless the desk's brings its own
 * items with the deductions).
 */
export async function endBookingBy(
  session: Session,
  booking: Booking,
  action: AuditAction,
  ending: Omit<Ending, 'by'>,
  /** A caller's own items of the same transaction (check-out's record and deposit, an approved request's decision) and audit details. */
  more: { extra?: (actor: Actor, at: string) => TransactItem[]; details?: Record<string, unknown> } = {},
) {
  const actor = actorOf(session);
  const at = new Date().toISOString();
  const refunds = ending.status === 'cancelled' ? await cancellationRefunds(booking, ending, actor, at) : [];
  // A check-out without the desk's inspection (which brings its own items) returns the whole deposit.
  const extra = more.extra ?? (ending.status === 'inactive' ? await wholeDepositBack(booking) : () => []);
  const archived = await bookingWrite(
    () =>
      endBooking(
        booking,
        { ...ending, by: actor.id },
        (archived) =>
          auditItems({
            actor,
            action,
            entity: bookingEntity(booking),
            before: { status: booking.status },
            after: {
              status: archived.status,
              archiveReason: archived.archiveReason,
              ...(archived.cancellationReason ? { cancellationReason: archived.cancellationReason } : {}),
              ...more.details,
            },
          }),
        [...cancellationRefundItems(booking, refunds, actor), ...extra(actor, at)],
        at,
      ),
    { byStaff: true },
  );
  await bedsFreed();
  return archived;
}

/**
 * The whole deposit back, for a check-out without the desk's inspection (a status change to completed,
 * or the students list's Check Out): a check-out returns the deposit unless staff record deductions
 * (issue #26 §2), and only the desk's check-out records them.
 */
async function wholeDepositBack(booking: Booking): Promise<(actor: Actor, at: string) => TransactItem[]> {
  const held = depositHeldBy(booking, (await ledgerOf(booking.studentId)).entries);
  return (actor, at) => depositReturnItems(booking, held, [], actor, at).items;
}
