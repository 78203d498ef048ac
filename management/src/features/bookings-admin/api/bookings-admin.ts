import type { BookingListResponse, BookingStatus } from '#contract/bookings';
import type { Gender } from '#contract/students';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { Booking, Student } from '../../../types/api.ts';
import { bookingKeys } from './keys.ts';

/** The Manage Bookings filters (GET /bookings); no academic year means the current period. */
export interface BookingFilters {
  /** live (the default on Manage Bookings) or archive: the bookings that ended. */
  scope?: string;
  status?: string;
  academicYear?: string;
  semester?: string;
  roomId?: string;
  search?: string;
  /** A column key, '-' first for descending (contract/sorting.ts); the server sorts before it pages. */
  sort?: string;
  page?: number;
  limit?: number;
}

export function bookingListPath(filters: BookingFilters): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    const text = String(value ?? '').trim();
    if (text) query.set(name, text);
  }
  const search = query.toString();
  return search ? `/bookings?${search}` : '/bookings';
}

export function useBookingList(filters: BookingFilters) {
  return useQuery({
    queryKey: bookingKeys.list(filters),
    queryFn: () => api.get<BookingListResponse>(bookingListPath(filters)),
  });
}

/** Every booking matching the filters, at the API's largest page (for the exports). */
export async function getAllBookings(filters: Omit<BookingFilters, 'page' | 'limit'>): Promise<Booking[]> {
  const bookings: Booking[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get<BookingListResponse>(bookingListPath({ ...filters, page, limit: 100 }));
    bookings.push(...answer.bookings);
    if (page >= answer.pagination.pages) return bookings;
  }
}

type Write = { booking: Booking; message: string };
const path = (booking: Booking) => resourcePath('bookings', booking.id);

/** PUT /bookings/{id}/room; `gender` changes the student's gender with the move (a single-gender room's occupant). */
export const moveBooking = (booking: Booking, roomId: string, gender?: Gender) =>
  api.put<Write>(`${path(booking)}/room`, { roomId, ...(gender ? { gender } : {}) });
export const setBookingStatus = (booking: Booking, status: BookingStatus) =>
  api.put<Write>(`${path(booking)}/status`, { status });
export const cancelBooking = (booking: Booking, cancellationReason: string) =>
  api.post<Write>(`${path(booking)}/cancel`, { cancellationReason });
export const deleteBooking = (booking: Booking) => api.delete<{ message: string }>(path(booking));
export const clearBookings = () => api.delete<{ message: string; archived: number }>('/bookings');
export const checkOutStudent = (booking: Booking) =>
  api.post<{ message: string }>(`${resourcePath('students', booking.studentId)}/check-out`);

export const getStudent = (id: string) => api.get<{ student: Student }>(resourcePath('students', id));
