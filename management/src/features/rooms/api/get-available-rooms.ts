import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { Room } from '../../../types/api.ts';

/** Rooms with a free bed this student may book (the API matches the student's gender or mixed). */
export function getAvailableRooms(): Promise<{ rooms: Room[] }> {
  return api.get('/rooms/available');
}

export function useAvailableRooms() {
  return useQuery('/rooms/available', getAvailableRooms);
}
