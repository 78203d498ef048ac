import { resourceKeys } from '../../../lib/query-client.ts';

export const roomKeys = {
  available: resourceKeys.availableRooms,
  detail: (identifier: string) => [...resourceKeys.rooms, 'one', identifier] as const,
  /** The student's current booking: the dashboard reads the same key, so one answer serves both. */
  heldBooking: (studentId: string) => [...resourceKeys.studentBookings, studentId, 'current'] as const,
};
