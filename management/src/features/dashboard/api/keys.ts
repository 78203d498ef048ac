import { resourceKeys } from '../../../lib/query-client.ts';

export const dashboardKeys = {
  /** The rooms screens read the same key for the booking a student holds, so one answer serves both. */
  currentBooking: (studentId: string) => [...resourceKeys.studentBookings, studentId, 'current'] as const,
  ownArchive: (studentId: string) => [...resourceKeys.studentBookings, studentId, 'archived'] as const,
};
