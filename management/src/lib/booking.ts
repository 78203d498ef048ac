import { api } from './api.ts';
import { resourcePath } from './identifiers.ts';
import { useQuery } from './use-query.ts';
import type { Booking } from '../types/api.ts';

export function getBooking(identifier: string): Promise<{ booking: Booking }> {
  return api.get(resourcePath('bookings', identifier));
}

export function useBooking(identifier: string) {
  return useQuery(resourcePath('bookings', identifier), () => getBooking(identifier));
}
