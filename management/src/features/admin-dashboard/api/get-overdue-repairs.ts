import { useQuery } from '@tanstack/react-query';
import type { MaintenanceQueueResponse } from '#contract/maintenance';
import { api } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

/** How many open repairs are past their priority's target time (the queue's Overdue filter). */
export function useOverdueRepairs() {
  return useQuery({
    queryKey: dashboardKeys.overdueRepairs,
    queryFn: async () =>
      (await api.get<MaintenanceQueueResponse>('/maintenance?overdue=true&page=1&limit=1')).pagination.total,
  });
}
