import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { Booking } from '../../../types/api.ts';

export function getBooking(identifier: string): Promise<{ booking: Booking }> {
  return api.get(resourcePath('bookings', identifier));
}

export function useBooking(identifier: string) {
  return useQuery(resourcePath('bookings', identifier), () => getBooking(identifier));
}
