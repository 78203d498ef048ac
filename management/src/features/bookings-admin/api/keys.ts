import { resourceKeys } from '../../../lib/query-client.ts';
import type { BookingFilters } from '../../../lib/booking-list.ts';

/** The queue's filters, as the list's query parameters hold them (contract/booking-requests.ts). */
export interface RequestQueueFilters {
  state: string;
  kind: string;
  search: string;
  sort: string;
  page: number;
}

export const bookingKeys = {
  list: (filters: BookingFilters) => [...resourceKeys.bookings, 'list', filters] as const,
  allRooms: [...resourceKeys.rooms, 'all-for-filter'] as const,
  roomsForBooking: [...resourceKeys.availableRooms, 'for-staff'] as const,
  moveTargets: (bookingId: string) => [...resourceKeys.rooms, 'move-targets', bookingId] as const,
  requestQueue: (filters: RequestQueueFilters) =>
    [...resourceKeys.bookingRequests, 'queue', filters] as const,
  waitingForRoom: (roomId: string) => [...resourceKeys.waitlist, 'waiting', roomId] as const,
};
