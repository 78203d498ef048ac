import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Pagination, Room } from '../../../types/api.ts';
import { dashboardKeys } from './keys.ts';

/** Every room, a hundred at a time (the API's largest page): occupancy needs them all. */
export async function getAllRooms(): Promise<Room[]> {
  const rooms: Room[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api.get<{ rooms: Room[]; pagination: Pagination }>(`/rooms?page=${page}&limit=100`);
    rooms.push(...result.rooms);
    if (page >= result.pagination.pages) return rooms;
  }
}

export function useAllRooms() {
  return useQuery({ queryKey: dashboardKeys.allRooms, queryFn: getAllRooms });
}
