import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { Booking, Pagination } from '../../../types/api.ts';

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

/** The first page: the history's start and the booking that ended last. */
export function useOwnArchivedBookings(studentId: string) {
  return useQuery(`own-archive:${studentId}`, () => getOwnArchivedBookings(studentId, 1));
}
