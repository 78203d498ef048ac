import { currentBookingKey, resourceKeys } from '../../../lib/query-client.ts';
import type { StudentFilters } from '../../../lib/student-list.ts';

export const studentKeys = {
  list: (filters: StudentFilters) => [...resourceKeys.students, 'list', filters] as const,
  detail: (studentId: string) => [...resourceKeys.student, studentId] as const,
  currentBooking: currentBookingKey,
  archiveSummary: (studentId: string) => [...resourceKeys.studentBookings, studentId, 'summary'] as const,
  booking: (identifier: string) => [...resourceKeys.bookings, 'one', identifier] as const,
};
