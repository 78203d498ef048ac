import { useInfiniteQuery } from '@tanstack/react-query';
import type { ArchivedBookingsResponse } from '#contract/bookings';
import { api } from './api.ts';
import { resourcePath } from './identifiers.ts';
import { resourceKeys } from './query-client.ts';

/** A page of a student's archived bookings (docs/spec.md §9: ten a page), newest first. */
export const archivePageSize = 10;

/** The student's history as the student's dashboard and staff's profile of them both read it. */
export const archivedBookingsKey = (studentId: string) =>
  [...resourceKeys.studentBookings, studentId, 'archived'] as const;

function getArchivedBookings(studentId: string, page: number) {
  return api.get<ArchivedBookingsResponse>(
    `${resourcePath('students', studentId)}/bookings/archived?page=${page}&limit=${archivePageSize}`,
  );
}

/** The history page by page, for Load More Archives: the first holds the booking that ended last. */
export function useArchivedBookings(studentId: string) {
  return useInfiniteQuery({
    queryKey: archivedBookingsKey(studentId),
    queryFn: ({ pageParam }) => getArchivedBookings(studentId, pageParam),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.pages ? pagination.page + 1 : undefined,
  });
}
