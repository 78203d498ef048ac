import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { Booking, Pagination } from '../../../types/api.ts';

/** Bookings of the current academic period (GET /bookings reads the current one by default). */
export function usePeriodBookings() {
  return useQuery('dashboard:bookings', async () => {
    const [all, active] = await Promise.all([
      api.get<{ bookings: Booking[]; pagination: Pagination }>('/bookings?page=1&limit=6'),
      api.get<{ bookings: Booking[]; pagination: Pagination }>('/bookings?page=1&limit=1&status=active'),
    ]);
    return { latest: all.bookings, total: all.pagination.total, active: active.pagination.total };
  });
}
