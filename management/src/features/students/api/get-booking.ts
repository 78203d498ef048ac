import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { Booking } from '../../../types/api.ts';

/** One booking, live or archived, by internal or public id (GET /bookings/{id} | /bookings/p/{publicId}). */
export function useArchivedBooking(identifier: string | null) {
  return useQuery(identifier === null ? null : resourcePath('bookings', identifier), () =>
    api.get<{ booking: Booking }>(resourcePath('bookings', identifier ?? '')),
  );
}
