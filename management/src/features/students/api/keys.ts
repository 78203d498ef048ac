import { resourceKeys } from '../../../lib/query-client.ts';
import type { StudentFilters } from '../../../lib/student-list.ts';

export const studentKeys = {
  list: (filters: StudentFilters) => [...resourceKeys.students, 'list', filters] as const,
  archiveSummary: (studentId: string) => [...resourceKeys.studentBookings, studentId, 'summary'] as const,
  booking: (identifier: string) => [...resourceKeys.bookings, 'one', identifier] as const,
};
