import { requestParamsSchema, type BookingRequest } from '#contract/booking-requests';
import * as messages from '#contract/messages';
import { getBookingRequest } from '../../data/booking-requests.ts';
import { isInternalId } from '../../data/ids.ts';
import type { Session } from '../../data/sessions.ts';
import { notFound } from '../../platform/errors.ts';
import { operationsOn } from '../http/operation.ts';

/**
 * The request a path names, as this caller may reach it: a student only their own. Another's answers
 * 404, exactly as one that does not exist, so ids cannot be probed.
 */
export async function findBookingRequest(id: string, session: Session): Promise<BookingRequest> {
  const request = isInternalId(id) ? await getBookingRequest(id) : null;
  if (!request || (session.role === 'student' && request.student.id !== session.userId))
    throw notFound(messages.bookingRequests.notFound);
  return request;
}

/** An operation on the booking request its path names (`record`), as `findBookingRequest` finds it. */
export const onBookingRequest = operationsOn({
  params: requestParamsSchema,
  find: ({ id }, session) => findBookingRequest(id, session),
});
