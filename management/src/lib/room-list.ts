import type { RoomListResponse } from '#contract/rooms';
import { api } from './api.ts';
import { everyPage, largestPage, listPath } from './paged-list.ts';
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

export const roomListPath = (filters: RoomFilters) => listPath('/rooms', filters);

/** Every room matching the filters, page by page at the API's largest page (for exports and moves). */
export const getAllRooms = (filters: Omit<RoomFilters, 'page' | 'limit'>): Promise<Room[]> =>
  everyPage(
    (page) => api.get<RoomListResponse>(roomListPath({ ...filters, page, limit: largestPage })),
    (answer) => answer.rooms,
  );
