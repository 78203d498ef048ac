import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { Booking, Pagination } from '../../../types/api.ts';

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
