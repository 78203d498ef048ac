import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { Booking, Pagination } from '../../../types/api.ts';
import { studentKeys } from './keys.ts';

/** The booking history panel's page size (docs/spec.md §9). */
export const archivePageSize = 10;

export function getArchivedBookings(
  studentId: string,
  page: number,
): Promise<{ archives: Booking[]; pagination: Pagination }> {
  return api.get(
    `${resourcePath('students', studentId)}/bookings/archived?page=${page}&limit=${archivePageSize}`,
  );
}

/** The student's archived bookings page by page, for Load More Archives. */
export function useArchivedBookings(studentId: string) {
  return useInfiniteQuery({
    queryKey: studentKeys.archive(studentId),
    queryFn: ({ pageParam }) => getArchivedBookings(studentId, pageParam),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.pages ? pagination.page + 1 : undefined,
  });
}
