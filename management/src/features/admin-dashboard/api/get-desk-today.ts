import type { DeskTodayResponse } from '#contract/desk';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

/** How often a day the server still answers, though it is over on this tab's clock, is asked again. */
const dayLateMs = 60_000;

/**
 * When to read the desk's day again: a second after the day shown (the reader's, in the zone the app
 * sent) has ended there, at the moment the server says, so a dashboard open at the desk across midnight
 * lists the new day's arrivals and departures rather than yesterday's; each minute while the server
 * still answers a day this tab's clock has left behind.
 */
export function nextDayIn(
  data: Pick<DeskTodayResponse, 'dayEndsAt'> | undefined,
  now = Date.now(),
): number | false {
  if (!data) return false;
  const left = Date.parse(data.dayEndsAt) - now;
  return left > 0 ? left + 1000 : dayLateMs;
}

/**
 * Today's arrivals and departures at the desk (GET /desk/today), the next day's from its midnight: the
 * reader's today, so the read sends their zone (decision 0109).
 */
export function useDeskToday() {
  return useQuery({
    queryKey: dashboardKeys.deskToday,
    queryFn: () => api.get<DeskTodayResponse>('/desk/today', { inReadersZone: true }),
    refetchInterval: (query) => nextDayIn(query.state.data),
    // A tab in the background at midnight reads the new day then too: one read a day, and the tab is not
    // read again when it is shown (refetchOnWindowFocus is off, lib/query-client.ts).
    refetchIntervalInBackground: true,
  });
}
