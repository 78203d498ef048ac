import type { RoomListResponse } from '#contract/rooms';
import { api } from '../../../lib/api.ts';
import type { Room } from '../../../types/api.ts';
import { roomListPath, type RoomFilters } from './rooms-admin.ts';

/** Every room matching the filters, page by page at the API's largest page (for exports and moves). */
export async function getAllRooms(filters: Omit<RoomFilters, 'page' | 'limit'>): Promise<Room[]> {
  const rooms: Room[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get<RoomListResponse>(roomListPath({ ...filters, page, limit: 100 }));
    rooms.push(...answer.rooms);
    if (page >= answer.pagination.pages) return rooms;
  }
}
