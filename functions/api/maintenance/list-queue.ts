import { maintenanceQueueQuerySchema, type MaintenanceQueueResponse } from '#contract/maintenance';
import { queueRequests } from '../../data/maintenance.ts';
import { queuePage, reportedBeforeOf } from '../../domain/maintenance/queue.ts';
import { withRoomNumbersNow } from '../../domain/maintenance/rooms-now.ts';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

/**
 * GET /maintenance (staff): the queue, filtered, sorted and paged on the server, each request with its
 * due time by the settings' repair targets. Closed requests are read only when asked for (by status, or
 * by rating, which only a closed request has), from the age filter back (data/keys.ts). The page's
 * requests name their rooms by the numbers they have now, read for the page alone.
 */
export const listMaintenanceQueue = defineOperation({
  route: 'GET /maintenance',
  access: staff,
  query: maintenanceQueueQuerySchema,
  handle: async ({ query, settings }): Promise<MaintenanceQueueResponse> => {
    const now = new Date();
    const [requests, { repairTargetHours }] = await Promise.all([
      queueRequests(query.status === 'closed' || query.rated !== undefined, reportedBeforeOf(query, now)),
      settings(),
    ]);
    const page = queuePage(requests, query, now, repairTargetHours);
    return { ...page, requests: await withRoomNumbersNow(page.requests) };
  },
});
