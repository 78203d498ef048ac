import type { Booking } from '#contract/bookings';
import * as messages from '#contract/messages';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { getBooking, getBookingByPublicId } from '../../data/bookings.ts';
import type { Session } from '../../data/sessions.ts';
import { operationsOn } from '../http/operation.ts';
import { byIdAndPublicId, entityRefSchema, recordNamed, type EntityRef } from '../entity-ref.ts';

/** The booking (live or archived) a path names, or 404; a student reaches only their own (403). */
export async function findBooking(ref: EntityRef, session: Session): Promise<Booking> {
  const booking = await recordNamed(ref, getBooking, getBookingByPublicId);
  if (session.role === 'student' && booking?.studentId !== session.userId)
    throw forbidden(messages.requests.forbidden);
  if (!booking) throw notFound(messages.bookingRefusals.notFound);
  return booking;
}

/** The active booking a path names: an ended one can no longer change (409). */
export async function findActiveBooking(ref: EntityRef, session: Session): Promise<Booking> {
  const booking = await findBooking(ref, session);
  if (booking.status !== 'active') throw conflict(messages.bookingRefusals.ended);
  return booking;
}

/** An operation on the booking its path names (`record`), live or archived. */
export const onBooking = operationsOn({
  params: entityRefSchema,
  routes: byIdAndPublicId,
  find: findBooking,
});

/** An operation on the active booking its path names (`record`). */
export const onActiveBooking = operationsOn({
  params: entityRefSchema,
  routes: byIdAndPublicId,
  find: findActiveBooking,
});
