import type { CreateRequest, RequestWriteResponse } from '#contract/booking-requests';
import type { RoomForStudent } from '#contract/rooms';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { resourceKeys } from '../../../lib/query-client.ts';

export const requestKeys = {
  rooms: [...resourceKeys.availableRooms, 'for-a-request'] as const,
};

/** The rooms a student may name as a preference: those open with a free bed. */
export const useRoomsToPrefer = () =>
  useQuery({
    queryKey: requestKeys.rooms,
    queryFn: () => api.get<{ rooms: RoomForStudent[] }>('/rooms/available'),
  });

export const askRequest = (request: CreateRequest) =>
  api.post<RequestWriteResponse>('/booking-requests', request);

export const withdrawRequest = (requestId: string) =>
  api.post<RequestWriteResponse>(`/booking-requests/${encodeURIComponent(requestId)}/withdraw`);
