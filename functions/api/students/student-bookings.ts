import {
  archivedQuerySchema,
  bookingForStudent,
  bookingsForStudent,
  type ArchivedBookingsResponse,
  type BookingSummaryResponse,
  type CurrentBookingResponse,
  type StudentBookingsResponse,
} from '#contract/bookings';
import { paginationOf } from '#contract/pagination';
import { signedIn } from '../../routes.ts';
import {
  archivedBookingsOfStudent,
  archivedCountOfStudent,
  bookingsOfStudent,
  currentBookingOf,
} from '../../data/bookings.ts';
import { asSeenBy } from '../http/as-seen-by.ts';
import { onStudent } from './find-student.ts';

/** GET /students/{id}/bookings: the current booking first, then the archive, newest first. */
export const listStudentBookings = onStudent({
  route: 'GET /students/{id}/bookings',
  access: signedIn,
  own: true,
  handle: async ({ record: user, session }): Promise<StudentBookingsResponse> => {
    return { bookings: asSeenBy(session, await bookingsOfStudent(user.id), bookingsForStudent) };
  },
});

/** GET /students/{id}/bookings/current: the active booking, or null. */
export const getCurrentBooking = onStudent({
  route: 'GET /students/{id}/bookings/current',
  access: signedIn,
  own: true,
  handle: async ({ record: user, session }): Promise<CurrentBookingResponse> => {
    const booking = await currentBookingOf(user.id);
    return { booking: booking && asSeenBy(session, booking, bookingForStudent) };
  },
});

/** GET /students/{id}/bookings/archived?page=&limit= (10 a page unless asked). */
export const listArchivedBookings = onStudent({
  route: 'GET /students/{id}/bookings/archived',
  access: signedIn,
  own: true,
  query: archivedQuerySchema,
  handle: async ({ record: user, query, session }): Promise<ArchivedBookingsResponse> => {
    const { archives, total } = await archivedBookingsOfStudent(user.id, query);
    return {
      archives: asSeenBy(session, archives, bookingsForStudent),
      pagination: paginationOf(query, total),
    };
  },
});

/** GET /students/{id}/bookings/summary: the current booking and how many are archived. */
export const getBookingSummary = onStudent({
  route: 'GET /students/{id}/bookings/summary',
  access: signedIn,
  own: true,
  handle: async ({ record: user, session }): Promise<BookingSummaryResponse> => {
    const [current, count] = await Promise.all([currentBookingOf(user.id), archivedCountOfStudent(user.id)]);
    return {
      summary: { current: current && asSeenBy(session, current, bookingForStudent), archived: { count } },
    };
  },
});
