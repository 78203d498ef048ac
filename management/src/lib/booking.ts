import { useQuery } from '@tanstack/react-query';
import type { BookingRequestsResponse } from '#contract/booking-requests';
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

/** A booking's requests (GET /bookings/{id}/requests), newest first: its student and staff both read them. */
export const bookingRequestsKey = (bookingId: string) =>
  [...resourceKeys.bookingRequests, 'booking', bookingId] as const;

export function useBookingRequests(bookingId: string) {
  return useQuery({
    queryKey: bookingRequestsKey(bookingId),
    queryFn: () => api.get<BookingRequestsResponse>(`${resourcePath('bookings', bookingId)}/requests`),
  });
}
