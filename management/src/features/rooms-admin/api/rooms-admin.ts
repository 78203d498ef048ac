import type { RoomInput, RoomListResponse, RoomStatus, RoomUpdate, RoomWriteResponse } from '#contract/rooms';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';
import { roomListPath, type RoomFilters } from '../../../lib/room-list.ts';
import type { Student } from '../../../types/api.ts';

export function useRoomList(filters: RoomFilters) {
  const path = roomListPath(filters);
  return useQuery(path, () => api.get<RoomListResponse>(path));
}

export const createRoom = (room: RoomInput) => api.post<RoomWriteResponse>('/rooms', room);
export const updateRoom = (id: string, changes: RoomUpdate) =>
  api.put<RoomWriteResponse>(`/rooms/${id}`, changes);
export const updateRoomStatus = (id: string, status: RoomStatus) =>
  api.put<RoomWriteResponse>(`/rooms/${id}/status`, { status });
export const deleteRoom = (id: string) => api.delete<{ message: string }>(`/rooms/${id}`);

export function useRoomOccupants(id: string | null) {
  const path = id ? `/rooms/${id}/occupants` : null;
  return useQuery(path, () => api.get<{ occupants: Student[] }>(path!));
}
