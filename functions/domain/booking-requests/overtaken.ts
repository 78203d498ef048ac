import type { BookingRequest } from '#contract/booking-requests';
import type { Booking } from '#contract/bookings';
import * as messages from '#contract/messages';
import type { Actor } from '../../data/audit.ts';
import {
  closedRequest,
  closeRequestItems,
  decisionAuditItems,
  openRequestAsRead,
  openRequestOf,
  queuedRequests,
} from '../../data/booking-requests.ts';
import { getBooking, type Ending } from '../../data/bookings.ts';
import { transact, TransactionRefused, type TransactItem } from '../../data/transactions.ts';

/** A change staff make to a booking outside a request's decision. */
export type BookingChange = { ended: Omit<Ending, 'by'> } | { movedTo: string };

/**
 * What the change means for the request: answered (approved: a cancellation asked for and any ending, a
 * room change and a move), moot (declined: a room change on a booking that ended), or neither (a
 * cancellation asked for when staff move the booking stays open).
 */
function outcomeOf(request: BookingRequest, change: BookingChange) {
  if ('movedTo' in change)
    return request.kind === 'roomChange'
      ? { outcome: 'approved' as const, reason: messages.bookingRequests.answeredByMove(change.movedTo) }
      : null;
  const reason = change.ended.cancellationReason ?? change.ended.reason;
  return request.kind === 'cancellation'
    ? { outcome: 'approved' as const, reason }
    : { outcome: 'declined' as const, reason: messages.bookingRequests.overtakenByEnding(reason) };
}

/**
 * The items that close the booking's open request in the transaction of a change that answers it or
 * makes it moot (a cancellation, a check-out, a move staff make directly), so no request stays open on
 * a booking that ended or already moved, and its claim never blocks the student's next request. Each
 * item is conditional on the request being still open, so a decision made meanwhile fails the change
 * rather than being overwritten; with no request to close, the change is conditional on there still
 * being none (or the same one, left open), so one asked meanwhile fails it too.
 */
export async function requestClosingItems(
  booking: Booking,
  change: BookingChange,
  actor: Actor,
  at = new Date().toISOString(),
): Promise<TransactItem[]> {
  const request = await openRequestOf(booking.id);
  const closed = request && closedBy(request, change, actor, at);
  return closed ? closeRequestItems(closed) : [openRequestAsRead(booking.id, request?.id ?? null)];
}

/** The request as the change closes it, or null when the change leaves it open. */
function closedBy(request: BookingRequest, change: BookingChange, actor: Actor, at: string) {
  const outcome = outcomeOf(request, change);
  if (!outcome) return null;
  const roomNumber = 'movedTo' in change && outcome.outcome === 'approved' ? change.movedTo : null;
  const decision = { ...outcome, by: { id: actor.id, name: actor.name ?? null }, at, roomNumber };
  return closedRequest(request, { decision }, at);
}

/**
 * Closes the open requests of bookings a bulk ending archived (clear all bookings, the semester
 * roll-over), run once the ending is done: its transactions end many bookings each and have no room
 * for every booking's request. Each is closed as its booking's own ending answers it, with the audit
 * entry a decision writes, on the condition that it is still open, so a second run, or a request closed
 * meanwhile, changes nothing. A request whose booking is still active stays open.
 */
export async function closeRequestsOfEndedBookings(actor: Actor): Promise<void> {
  for (const request of await queuedRequests(false)) {
    const booking = await getBooking(request.booking.id);
    if (!booking || booking.status === 'active') continue;
    const ended = {
      status: booking.status,
      reason: booking.archiveReason ?? '',
      ...(booking.cancellationReason ? { cancellationReason: booking.cancellationReason } : {}),
    };
    const closed = closedBy(request, { ended }, actor, new Date().toISOString())!;
    try {
      await transact([...closeRequestItems(closed), ...decisionAuditItems(actor, request, booking, closed)]);
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
    }
  }
}
