import type { DeskTodayResponse } from '#contract/desk';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

/** Today's arrivals and departures at the desk (GET /desk/today). */
export function useDeskToday() {
  return useQuery({
    queryKey: dashboardKeys.deskToday,
    queryFn: () => api.get<DeskTodayResponse>('/desk/today'),
  });
}
