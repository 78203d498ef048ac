import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { Booking } from '../../../types/api.ts';
import { dashboardKeys } from './keys.ts';

export function getCurrentBooking(studentId: string): Promise<{ booking: Booking | null }> {
  return api.get(`${resourcePath('students', studentId)}/bookings/current`);
}

export function useCurrentBooking(studentId: string) {
  return useQuery({
    queryKey: dashboardKeys.currentBooking(studentId),
    queryFn: () => getCurrentBooking(studentId),
  });
}
