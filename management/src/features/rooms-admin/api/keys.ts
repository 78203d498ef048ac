import { resourceKeys } from '../../../lib/query-client.ts';
import type { RoomFilters } from '../../../lib/room-list.ts';

export const roomAdminKeys = {
  list: (filters: RoomFilters) => [...resourceKeys.rooms, 'list', filters] as const,
  occupants: (roomId: string) => [...resourceKeys.roomOccupants, roomId] as const,
};
