import { useQuery } from '@tanstack/react-query';
import { getBooking } from '../../../lib/booking.ts';
import { studentKeys } from './keys.ts';

/** One booking, live or archived, by internal or public id (GET /bookings/{id} | /bookings/p/{publicId}). */
export function useArchivedBooking(identifier: string | null) {
  return useQuery({
    queryKey: studentKeys.booking(identifier ?? ''),
    queryFn: () => getBooking(identifier ?? ''),
    enabled: identifier !== null,
  });
}
