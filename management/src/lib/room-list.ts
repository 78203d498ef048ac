import type { RoomListResponse } from '#contract/rooms';
import { api } from './api.ts';
import type { Room } from '../types/api.ts';

/** The room list filters (GET /rooms) of Manage Rooms and its exports; empty values are left out of the query. */
export interface RoomFilters {
  search?: string;
  roomType?: string;
  available?: '' | 'true' | 'false';
  genderDesignation?: string;
  block?: string;
  /** A column key, '-' first for descending (contract/sorting.ts); the server sorts before it pages. */
  sort?: string;
  page?: number;
  limit?: number;
}

export function roomListPath(filters: RoomFilters): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    const text = String(value ?? '').trim();
    if (text) query.set(name, text);
  }
  const search = query.toString();
  return search ? `/rooms?${search}` : '/rooms';
}

/** Every room matching the filters, page by page at the API's largest page (for exports and moves). */
export async function getAllRooms(filters: Omit<RoomFilters, 'page' | 'limit'>): Promise<Room[]> {
  const rooms: Room[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get<RoomListResponse>(roomListPath({ ...filters, page, limit: 100 }));
    rooms.push(...answer.rooms);
    if (page >= answer.pagination.pages) return rooms;
  }
}
