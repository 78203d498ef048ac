import type { AuditAction } from '#contract/audit';
import type { Booking } from '#contract/bookings';
import * as messages from '#contract/messages';
import { actorOf, auditItems, bookingEntity, type Actor } from '../../data/audit.ts';
import { endBooking, type Ending } from '../../data/bookings.ts';
import type { TransactItem } from '../../data/transactions.ts';
import type { Session } from '../../data/sessions.ts';
import { bookingWrite } from './booking-errors.ts';
import { bedsFreed } from '../waitlist/follow-up.ts';
import { requestClosingItems } from '../booking-requests/overtaken.ts';
import { ledgerOf } from '../../data/ledger.ts';
import { getPrices } from '../../data/prices.ts';
import { wholeRentBack } from '../money/rules.ts';
import { cancellationRefundEntries, cancellationRefundItems } from '../money/booking-charges.ts';
import { Telling, type Notice } from '../notifications/notices.ts';

/**
 * What a cancellation gives back; the ledger and the period's prices are read side by side. A booking
 * released for its unpaid deposit gets its whole rent back whatever the policy says: it was never
 * confirmed (docs/decisions/0052).
 */
async function cancellationRefunds(
  booking: Booking,
  ending: Omit<Ending, 'by'>,
  actor: Actor,
  at: string,
  wholeRent: boolean,
) {
  const [ledger, prices] = await Promise.all([ledgerOf(booking.studentId), getPrices(booking, undefined)]);
  return cancellationRefundEntries(
    { ...booking, ...(ending.cancellationReason ? { cancellationReason: ending.cancellationReason } : {}) },
    ledger.entries,
    wholeRent ? { ...prices, refundPolicy: wholeRentBack } : prices,
    actor,
    at,
  );
}

/**
 * The audit entry of a booking's ending: its status before and after, why it ended, and the caller's
 * details (a check-out's key). Every staff ending writes it, and so do the demo data's earlier stays, at
 * the time they ended (`at`; else now).
 */
export const endingAuditItems = (
  actor: Actor,
  action: AuditAction,
  booking: Booking,
  archived: Booking,
  details: Record<string, unknown> = {},
  at?: string,
) =>
  auditItems({
    actor,
    action,
    entity: bookingEntity(booking),
    before: { status: booking.status },
    after: {
      status: archived.status,
      archiveReason: archived.archiveReason,
      ...(archived.cancellationReason ? { cancellationReason: archived.cancellationReason } : {}),
      ...details,
    },
    at,
  });

/**
 * A caller's own items of an ending's transaction (check-out's record and deposit, an approved request's
 * decision), audit details, and whether those items already close the booking's open request.
 */
interface EndingAlongside {
  extra?: (actor: Actor, at: string) => TransactItem[];
  details?: Record<string, unknown>;
  closesRequest?: boolean;
  wholeRentBack?: boolean;
  /** The notices of the ending, written with it and handed on after (notices.ts Telling). */
  tell?: (archived: Booking) => Notice[];
}

/**
 * Ends one active booking for a staff action (cancel, status change, check-out, delete, an approved
 * cancellation request) or the system's (a deposit not paid by its deadline), with its audit record. In
 * the same transaction a cancellation gives back what the period's refund policy says (all of it with
 * `wholeRentBack`); a check-out (domain/desk/check-out.ts, every way staff check out) brings the desk's
 * record and the deposit's return as its own items.
 */
export async function endBookingBy(
  by: Session | Actor,
  booking: Booking,
  action: AuditAction,
  ending: Omit<Ending, 'by'>,
  more: EndingAlongside = {},
) {
  const actor = 'userId' in by ? actorOf(by) : by;
  const at = new Date().toISOString();
  const [refunds, requestClosing] = await Promise.all([
    ending.status === 'cancelled'
      ? cancellationRefunds(booking, ending, actor, at, more.wholeRentBack ?? false)
      : [],
    more.closesRequest ? [] : requestClosingItems(booking, { ended: ending }, actor, at),
  ]);
  const extra = more.extra ?? (() => []);
  const telling = new Telling();
  const archived = await bookingWrite(
    () =>
      endBooking(
        booking,
        { ...ending, by: actor.id },
        (archived) => [
          ...endingAuditItems(actor, action, booking, archived, more.details),
          ...telling.items(more.tell?.(archived) ?? []),
        ],
        [...cancellationRefundItems(booking, refunds, actor), ...requestClosing, ...extra(actor, at)],
        at,
      ),
    { byStaff: true },
  );
  await Promise.all([telling.afterCommit(), bedsFreed()]);
  return archived;
}

/**
 * Staff cancel a booking with their reason: from the bookings list, or by approving the student's
 * cancellation request (issue #30 §2), which is the same cancellation, refund policy and all.
 */
export function cancelBookingBy(
  session: Session,
  booking: Booking,
  cancellationReason: string,
  more: EndingAlongside = {},
) {
  return endBookingBy(
    session,
    booking,
    'booking.cancel',
    { status: 'cancelled', reason: messages.archiveReasons.cancelled, cancellationReason },
    more,
  );
}
