import { bookingRequestForStudent, type RequestWriteResponse } from '#contract/booking-requests';
import * as messages from '#contract/messages';
import { markDecisionSeen, RequestRefused } from '../../data/booking-requests.ts';
import { conflict } from '../../platform/errors.ts';
import { students } from '../../routes.ts';
import { onBookingRequest } from './find-booking-request.ts';

/**
 * POST /booking-requests/{id}/seen (the student who asked): they have read staff's decision, so their
 * dashboard stops showing it. Only a decided request; saying so twice keeps the first time.
 */
export const seeBookingRequest = onBookingRequest({
  route: 'POST /booking-requests/{id}/seen',
  access: students,
  handle: async ({ record: request }): Promise<RequestWriteResponse> => {
    if (!request.decision) throw conflict(messages.bookingRequests.notDecided);
    const seen = await markDecisionSeen(request).catch((error: unknown) => {
      if (error instanceof RequestRefused) throw conflict(messages.bookingRequests.notDecided);
      throw error;
    });
    return { request: bookingRequestForStudent(seen), message: messages.bookingRequests.seen };
  },
});
