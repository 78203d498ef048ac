import type { RequestQueueResponse } from '#contract/booking-requests';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

/** How many booking requests wait for a decision: the queue's total, read with a one-row page. */
export function useOpenRequestCount() {
  return useQuery({
    queryKey: dashboardKeys.openRequests,
    queryFn: () => api.get<RequestQueueResponse>('/booking-requests?state=open&page=1&limit=1'),
    select: (data) => data.pagination.total,
  });
}
