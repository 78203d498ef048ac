import { useQuery } from '@tanstack/react-query';
import { getAllRooms } from '../../../lib/room-list.ts';
import { dashboardKeys } from './keys.ts';

/** Every room: the dashboard's occupancy needs them all. */
export function useAllRooms() {
  return useQuery({ queryKey: dashboardKeys.allRooms, queryFn: () => getAllRooms({}) });
}
