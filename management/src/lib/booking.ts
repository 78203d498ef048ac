import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingRequestForStudent, BookingRequestsResponse } from '#contract/booking-requests';
import type { BookingResponse } from '#contract/bookings';
import type { BookingStayForStudent, BookingStayResponse } from '#contract/desk';
import { api } from './api.ts';
import { resourcePath } from './identifiers.ts';
import { resourceKeys } from './query-client.ts';

export function getBooking(identifier: string) {
  return api.get<BookingResponse>(resourcePath('bookings', identifier));
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

/** `Seen`: the student's view unless a staff screen asks for the whole requests staff read. */
export function useBookingRequests<Seen extends BookingRequestForStudent = BookingRequestForStudent>(
  bookingId: string,
) {
  return useQuery({
    queryKey: bookingRequestsKey(bookingId),
    queryFn: () => api.get<BookingRequestsResponse<Seen>>(`${resourcePath('bookings', bookingId)}/requests`),
  });
}

/**
 * A booking's stay (GET /bookings/{id}/stay): its days, check-in and check-out with their photos as
 * short-lived links, and the deposit it holds; staff read any, a student their own. Under the bookings'
 * keys, so a check-in or check-out (which ends the booking) refreshes it with the lists.
 */
export const stayQuery = <Stay extends BookingStayForStudent = BookingStayForStudent>(identifier: string) =>
  queryOptions({
    queryKey: [...resourceKeys.bookings, 'stay', identifier],
    queryFn: () => api.get<BookingStayResponse<Stay>>(`${resourcePath('bookings', identifier)}/stay`),
  });

/** `Stay`: the student's view unless a staff screen asks for the whole stay staff read. */
export const useBookingStay = <Stay extends BookingStayForStudent = BookingStayForStudent>(
  identifier: string,
) => useQuery(stayQuery<Stay>(identifier));
