import type { BookingRequest, RequestDecision } from '#contract/booking-requests';
import type { Booking } from '#contract/bookings';
import type { RoomLeftInput } from '#contract/desk';
import * as messages from '#contract/messages';
import { actorOf } from '../../data/audit.ts';
import {
  closedRequest,
  closeRequest,
  closeRequestItems,
  decisionAuditItems,
  getBookingRequest,
  RequestRefused,
} from '../../data/booking-requests.ts';
import { getLiveBooking } from '../../data/bookings.ts';
import type { RoomRecord } from '../../data/room-record.ts';
import type { Session } from '../../data/sessions.ts';
import type { Settings } from '../../data/settings.ts';
import type { User } from '../../data/users.ts';
import { conflict, HttpError } from '../../platform/errors.ts';
import { cancelBookingBy } from '../bookings/end-booking.ts';
import { moveBookingBy } from '../bookings/move-booking.ts';
import { Telling } from '../notifications/notices.ts';
import { requestDecidedNotice } from '../notifications/templates/booking-requests.ts';

/**
 * The decision staff make, with the room an approved change moves to (read by the operation) and how
 * the room left was handed back, which the move needs of a student checked in (docs/decisions/0106).
 */
export interface Deciding {
  outcome: RequestDecision['outcome'];
  reason: string;
  to: RoomRecord | null;
  leaving?: RoomLeftInput;
}

/**
 * A refused write: when the request is no longer open, someone else closed it first (another staff
 * member's decision, the student's withdrawal), and that is what the caller is told; otherwise the
 * booking's own refusal stands.
 */
async function refusedBecauseClosed(request: BookingRequest, error: unknown): Promise<never> {
  const closed = error instanceof RequestRefused || (error instanceof HttpError && error.status === 409);
  if (closed && (await getBookingRequest(request.id))?.status !== 'open')
    throw conflict(messages.bookingRequests.notOpen);
  throw error;
}

/**
 * Decides an open request (issue #30 §2). A decline closes it. An approval closes it in the same
 * transaction as its effect: a cancellation exactly as staff cancel (refund policy and all), a room
 * change exactly as staff move (beds, rent difference, waitlist). The request's condition (still open)
 * fails the whole transaction when two staff decide at once, so it is decided, and takes effect, once.
 * The student's notice of the decision is written in the same transaction and handed on after it.
 */
export async function decideRequest(
  session: Session,
  settings: Settings,
  request: BookingRequest,
  deciding: Deciding,
  student: User | null,
): Promise<{ request: BookingRequest; booking: Booking | null }> {
  if (request.status !== 'open') throw conflict(messages.bookingRequests.notOpen);
  const booking = await getLiveBooking(request.booking.id);
  const approving = deciding.outcome === 'approved';
  if (approving && !booking) throw conflict(messages.bookingRequests.bookingEnded);
  if (deciding.to && deciding.to.id === booking?.roomId) throw conflict(messages.bookingRefusals.sameRoom);
  const decision: RequestDecision = {
    outcome: deciding.outcome,
    reason: deciding.reason,
    by: { id: session.userId, name: session.fullName ?? null },
    at: new Date().toISOString(),
    roomNumber: approving && request.kind === 'roomChange' ? (deciding.to?.roomNumber ?? null) : null,
  };
  const decided = closedRequest(request, { decision }, decision.at);
  // The move records the key of the room left exactly when it is given (domain/desk/room-left.ts), and
  // the notice is written in the move's transaction, so the mail never tells of a key not recorded.
  const roomLeft =
    approving && request.kind === 'roomChange' && booking && deciding.leaving
      ? { roomNumber: booking.room.roomNumber, keyReturned: deciding.leaving.keyReturned }
      : undefined;
  const telling = new Telling();
  const audit = [
    ...decisionAuditItems(actorOf(session), request, booking, decided),
    ...telling.items(student ? [requestDecidedNotice(decided, student.email, roomLeft)] : []),
  ];
  try {
    if (!approving || !booking) {
      await closeRequest(decided, audit);
      await telling.afterCommit();
      return { request: decided, booking };
    }
    if (request.kind === 'cancellation') {
      const archived = await cancelBookingBy(session, booking, deciding.reason, {
        extra: () => [...closeRequestItems(decided), ...audit],
        closesRequest: true,
      });
      await telling.afterCommit();
      return { request: decided, booking: archived };
    }
    const moved = await moveBookingBy(session, settings, {
      booking,
      to: deciding.to!,
      student,
      leaving: deciding.leaving,
      extra: [...closeRequestItems(decided), ...audit],
      closesRequest: true,
    });
    await telling.afterCommit();
    return { request: decided, booking: moved };
  } catch (error) {
    return refusedBecauseClosed(request, error);
  }
}
