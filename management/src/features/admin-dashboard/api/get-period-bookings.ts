import { useQuery } from '@tanstack/react-query';
import type { BookingListResponse } from '#contract/bookings';
import { api } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

/** Bookings of the current academic period (GET /bookings reads the current one by default). */
export function usePeriodBookings() {
  return useQuery({
    queryKey: dashboardKeys.periodBookings,
    queryFn: async () => {
      const [all, active] = await Promise.all([
        api.get<BookingListResponse>('/bookings?page=1&limit=6'),
        api.get<BookingListResponse>('/bookings?page=1&limit=1&status=active'),
      ]);
      return { latest: all.bookings, total: all.pagination.total, active: active.pagination.total };
    },
  });
}
