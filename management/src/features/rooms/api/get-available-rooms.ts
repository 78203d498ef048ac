import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { RoomForStudent } from '../../../types/api.ts';
import { roomKeys } from './keys.ts';

/** Rooms with a free bed this student may book (the API matches the student's gender or mixed). */
export function getAvailableRooms(): Promise<{ rooms: RoomForStudent[] }> {
  return api.get('/rooms/available');
}

export function useAvailableRooms() {
  return useQuery({ queryKey: roomKeys.available, queryFn: getAvailableRooms });
}
