import { requestQueueQuerySchema, type RequestQueueResponse } from '#contract/booking-requests';
import { queuedRequests } from '../../data/booking-requests.ts';
import { requestQueuePage } from '../../domain/booking-requests/queue.ts';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

/** GET /booking-requests (staff): the request queue, filtered, sorted and paged on the server. */
export const bookingRequestQueue = defineOperation({
  route: 'GET /booking-requests',
  access: staff,
  query: requestQueueQuerySchema,
  handle: async ({ query }): Promise<RequestQueueResponse> =>
    requestQueuePage(await queuedRequests(query.state === 'closed'), query),
});
