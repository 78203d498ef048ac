import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { Booking, Pagination } from '../../../types/api.ts';
import { dashboardKeys } from './keys.ts';

/** A page of the student's own archived bookings (docs/spec.md §9: ten a page), newest first. */
export const ownArchivePageSize = 10;

export function getOwnArchivedBookings(
  studentId: string,
  page: number,
): Promise<{ archives: Booking[]; pagination: Pagination }> {
  return api.get(
    `${resourcePath('students', studentId)}/bookings/archived?page=${page}&limit=${ownArchivePageSize}`,
  );
}

/** The history page by page: the first holds its start and the booking that ended last. */
export function useOwnArchivedBookings(studentId: string) {
  return useInfiniteQuery({
    queryKey: dashboardKeys.ownArchive(studentId),
    queryFn: ({ pageParam }) => getOwnArchivedBookings(studentId, pageParam),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.pages ? pagination.page + 1 : undefined,
  });
}
