import type { RoomInput, RoomListResponse, RoomStatus, RoomUpdate, RoomWriteResponse } from '#contract/rooms';
import type { OutOfServiceInput } from '#contract/maintenance';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { roomListPath, type RoomFilters } from '../../../lib/room-list.ts';
import type { Message, Student } from '../../../types/api.ts';
import { roomAdminKeys } from './keys.ts';

export function useRoomList(filters: RoomFilters) {
  return useQuery({
    queryKey: roomAdminKeys.list(filters),
    queryFn: () => api.get<RoomListResponse>(roomListPath(filters)),
  });
}

export const createRoom = (room: RoomInput) => api.post<RoomWriteResponse>('/rooms', room);
export const updateRoom = (id: string, changes: RoomUpdate) =>
  api.put<RoomWriteResponse>(`/rooms/${id}`, changes);
export const updateRoomStatus = (id: string, status: RoomStatus) =>
  api.put<RoomWriteResponse>(`/rooms/${id}/status`, { status });
export const deleteRoom = (id: string) => api.delete<Message>(`/rooms/${id}`);

export function useRoomOccupants(id: string | null) {
  return useQuery({
    queryKey: roomAdminKeys.occupants(id ?? ''),
    queryFn: () => api.get<{ occupants: Student[] }>(`/rooms/${id}/occupants`),
    enabled: id !== null,
  });
}

export const takeOutOfService = (id: string, repair: OutOfServiceInput) =>
  api.post<RoomWriteResponse>(`/rooms/${id}/out-of-service`, repair);
export const returnToService = (id: string) => api.post<RoomWriteResponse>(`/rooms/${id}/back-in-service`);
