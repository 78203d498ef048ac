import {
  bookingListQuerySchema,
  bookingSortValues,
  bookingsForStudent,
  type Booking,
} from '#contract/bookings';
import { paginationOf } from '#contract/pagination';
import { sortedBy, sortOrderOf } from '#contract/sorting';
import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { bookingsOfStudent, listBookings } from '../../data/bookings.ts';

/**
 * GET /bookings. Staff: one academic period (the current one unless academicYear, and optionally
 * semester, are given), filtered by status, room, student or a search over student name, email and room
 * number. A student: their own bookings, whatever the filters say.
 */
export const listBookingsOperation = defineOperation({
  route: 'GET /bookings',
  access: signedIn,
  query: bookingListQuerySchema,
  handle: async ({ query, session, settings: readSettings }) => {
    const { page, limit, academicYear, semester, sort, ...filters } = query;
    const order = sortOrderOf(sort);
    if (session.role === 'student') {
      const own = sortedBy(
        (await bookingsOfStudent(session.userId)).filter(
          (booking) => !filters.status || booking.status === filters.status,
        ),
        bookingSortValues,
        order,
      );
      const start = (page - 1) * limit;
      return {
        bookings: bookingsForStudent(own.slice(start, start + limit)),
        pagination: paginationOf(query, own.length),
      };
    }
    const settings = await readSettings();
    const year = academicYear ?? settings.currentAcademicYear;
    const periods =
      semester !== undefined
        ? [{ academicYear: year, semester }]
        : academicYear !== undefined
          ? [
              { academicYear: year, semester: 1 },
              { academicYear: year, semester: 2 },
            ]
          : [{ academicYear: year, semester: settings.currentSemester }];
    const inOrder = order ? (bookings: Booking[]) => sortedBy(bookings, bookingSortValues, order) : undefined;
    const { bookings, total } = await listBookings(periods, filters, { page, limit }, inOrder);
    return { bookings, pagination: paginationOf(query, total) };
  },
});
