import { maintenanceQueueQuerySchema, type MaintenanceQueueResponse } from '#contract/maintenance';
import { queueRequests } from '../../data/maintenance.ts';
import { queuePage, reportedBeforeOf } from '../../domain/maintenance/queue.ts';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

/**
 * GET /maintenance (staff): the queue, filtered, sorted and paged on the server. Closed requests are
 * read only when asked for, from the age filter back (data/keys.ts).
 */
export const listMaintenanceQueue = defineOperation({
  method: 'GET',
  path: '/maintenance',
  access: staff,
  query: maintenanceQueueQuerySchema,
  handle: async ({ query }): Promise<MaintenanceQueueResponse> => {
    const now = new Date();
    const requests = await queueRequests(query.status === 'closed', reportedBeforeOf(query, now));
    return queuePage(requests, query, now);
  },
});
