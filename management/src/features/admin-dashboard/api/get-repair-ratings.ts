import { useQuery } from '@tanstack/react-query';
import type { RepairRatingsResponse } from '#contract/maintenance';
import { api } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

/** How the repairs confirmed this month were rated: their mean score and how many. */
export function useRepairRatings() {
  return useQuery({
    queryKey: dashboardKeys.repairRatings,
    queryFn: () => api.get<RepairRatingsResponse>('/maintenance/ratings'),
  });
}
