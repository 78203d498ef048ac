import type { BookingListResponse } from '#contract/bookings';
import { api } from './api.ts';
import type { Booking } from '../types/api.ts';

/** The bookings list filters (GET /bookings) of Manage Bookings and the reports; no academic year means the current period. */
export interface BookingFilters {
  /** live (the default on Manage Bookings) or archive: the bookings that ended. Both when absent. */
  scope?: string;
  status?: string;
  academicYear?: string;
  /** With an academic year and no semester, both semesters of that year. */
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

/** Every booking matching the filters, at the API's largest page (for the exports). */
export async function getAllBookings(filters: Omit<BookingFilters, 'page' | 'limit'>): Promise<Booking[]> {
  const bookings: Booking[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get<BookingListResponse>(bookingListPath({ ...filters, page, limit: 100 }));
    bookings.push(...answer.bookings);
    if (page >= answer.pagination.pages) return bookings;
  }
}
