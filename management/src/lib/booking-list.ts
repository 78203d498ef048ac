import type { BookingListResponse } from '#contract/bookings';
import { api } from './api.ts';
import { everyPage, largestPage, listPath } from './paged-list.ts';
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

export const bookingListPath = (filters: BookingFilters) => listPath('/bookings', filters);

/** Every booking matching the filters, at the API's largest page (for the exports). */
export const getAllBookings = (filters: Omit<BookingFilters, 'page' | 'limit'>): Promise<Booking[]> =>
  everyPage(
    (page) => api.get<BookingListResponse>(bookingListPath({ ...filters, page, limit: largestPage })),
    (answer) => answer.bookings,
  );
