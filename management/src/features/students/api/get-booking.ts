import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { Booking } from '../../../types/api.ts';
import { studentKeys } from './keys.ts';

/** One booking, live or archived, by internal or public id (GET /bookings/{id} | /bookings/p/{publicId}). */
export function useArchivedBooking(identifier: string | null) {
  return useQuery({
    queryKey: studentKeys.booking(identifier ?? ''),
    queryFn: () => api.get<{ booking: Booking }>(resourcePath('bookings', identifier ?? '')),
    enabled: identifier !== null,
  });
}
