import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { resourcePath } from './identifiers.ts';
import { resourceKeys } from './query-client.ts';
import type { Booking } from '../types/api.ts';

export function getBooking(identifier: string): Promise<{ booking: Booking }> {
  return api.get(resourcePath('bookings', identifier));
}

export function useBooking(identifier: string) {
  return useQuery({
    queryKey: [...resourceKeys.bookings, 'one', identifier],
    queryFn: () => getBooking(identifier),
  });
}
