import { bookingRequestForStudent, type RequestWriteResponse } from '#contract/booking-requests';
import * as messages from '#contract/messages';
import { actorOf, recordedAuditItems } from '../../data/audit.ts';
import {
  closedRequest,
  closeRequest,
  requestAuditEntity,
  RequestRefused,
} from '../../data/booking-requests.ts';
import { conflict } from '../../platform/errors.ts';
import { students } from '../../routes.ts';
import { countRequest } from '../http/throttle.ts';
import { onBookingRequest } from './find-booking-request.ts';
import { bookingRequestChangesPerStudent } from './limits.ts';

/** POST /booking-requests/{id}/withdraw (the student who asked): takes back a request while it is open. */
export const withdrawBookingRequest = onBookingRequest({
  route: 'POST /booking-requests/{id}/withdraw',
  access: students,
  handle: async ({ record: request, session }): Promise<RequestWriteResponse> => {
    await countRequest([bookingRequestChangesPerStudent, session.userId]);
    if (request.status !== 'open') throw conflict(messages.bookingRequests.notOpen);
    const withdrawn = closedRequest(request, { withdrawn: true });
    await closeRequest(
      withdrawn,
      recordedAuditItems({
        actor: actorOf(session),
        action: 'booking.requestWithdraw',
        entity: requestAuditEntity(request),
        before: { request: request.kind, status: 'open' },
        after: { status: 'withdrawn' },
      }),
    ).catch((error: unknown) => {
      if (error instanceof RequestRefused) throw conflict(messages.bookingRequests.notOpen);
      throw error;
    });
    return { request: bookingRequestForStudent(withdrawn), message: messages.bookingRequests.withdrawn };
  },
});
