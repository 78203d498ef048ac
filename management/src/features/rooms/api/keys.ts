import { currentBookingKey, resourceKeys } from '../../../lib/query-client.ts';

export const roomKeys = {
  available: resourceKeys.availableRooms,
  detail: (identifier: string) => [...resourceKeys.rooms, 'one', identifier] as const,
  /** The booking the student holds: the dashboard reads the same key, so one answer serves both. */
  heldBooking: currentBookingKey,
};
