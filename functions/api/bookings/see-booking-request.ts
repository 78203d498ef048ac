import { requestParamsSchema, type RequestWriteResponse } from '#contract/booking-requests';
import * as messages from '#contract/messages';
import { markDecisionSeen, RequestRefused } from '../../data/booking-requests.ts';
import { conflict } from '../../platform/errors.ts';
import { students } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { findBookingRequest } from './find-booking-request.ts';

/**
 * POST /booking-requests/{id}/seen (the student who asked): they have read staff's decision, so their
 * dashboard stops showing it. Only a decided request; saying so twice keeps the first time.
 */
export const seeBookingRequest = defineOperation({
  method: 'POST',
  path: '/booking-requests/{id}/seen',
  access: students,
  params: requestParamsSchema,
  handle: async ({ params, session }): Promise<RequestWriteResponse> => {
    const request = await findBookingRequest(params.id, session);
    if (!request.decision) throw conflict(messages.bookingRequests.notDecided);
    const seen = await markDecisionSeen(request).catch((error: unknown) => {
      if (error instanceof RequestRefused) throw conflict(messages.bookingRequests.notDecided);
      throw error;
    });
    return { request: seen, message: messages.bookingRequests.seen };
  },
});
