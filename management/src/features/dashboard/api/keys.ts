import { currentBookingKey, resourceKeys } from '../../../lib/query-client.ts';

export const dashboardKeys = {
  currentBooking: currentBookingKey,
  ownArchive: (studentId: string) => [...resourceKeys.studentBookings, studentId, 'archived'] as const,
};
