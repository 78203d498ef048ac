import type {
  BookingListResponse,
  BookingStatus,
  ClearBookingsResponse,
  moveBookingSchema,
} from '#contract/bookings';
import type * as z from '#contract/zod';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { bookingListPath, type BookingFilters } from '../../../lib/booking-list.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { Booking, Message } from '../../../types/api.ts';
import { bookingKeys } from './keys.ts';

export function useBookingList(filters: BookingFilters) {
  return useQuery({
    queryKey: bookingKeys.list(filters),
    queryFn: () => api.get<BookingListResponse>(bookingListPath(filters)),
  });
}

type Write = { booking: Booking; message: string };
const path = (booking: Booking) => resourcePath('bookings', booking.id);

/**
 * PUT /bookings/{id}/room; `gender` changes the student's gender with the move (a single-gender room's
 * occupant), `leaving` is how a student checked in left their room (decision 0106).
 */
export const moveBooking = (booking: Booking, move: z.input<typeof moveBookingSchema>) =>
  api.put<Write>(`${path(booking)}/room`, move);
export const setBookingStatus = (booking: Booking, status: BookingStatus) =>
  api.put<Write>(`${path(booking)}/status`, { status });
export const cancelBooking = (booking: Booking, cancellationReason: string) =>
  api.post<Write>(`${path(booking)}/cancel`, { cancellationReason });
export const deleteBooking = (booking: Booking) => api.delete<Message>(path(booking));
export const clearBookings = () => api.delete<ClearBookingsResponse>('/bookings');
