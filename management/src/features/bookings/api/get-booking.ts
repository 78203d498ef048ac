import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import type { Booking } from '../../../types/api.ts';

export function getBooking(identifier: string): Promise<{ booking: Booking }> {
  return api.get(resourcePath('bookings', identifier));
}

export function useBooking(identifier: string) {
  return useQuery({
    queryKey: [...resourceKeys.bookings, 'one', identifier],
    queryFn: () => getBooking(identifier),
  });
}
