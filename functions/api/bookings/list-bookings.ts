import { bookingListQuerySchema } from '#contract/bookings';
import { paginationOf } from '#contract/pagination';
import { defineOperation } from '../../core/http/operation.ts';
import { bookingsOfStudent, listBookings } from '../../data/bookings.ts';

/**
 * GET /bookings. Staff: one academic period (the current one unless academicYear, and optionally
 * semester, are given), filtered by status, room, student or a search over student name, email and room
 * number. A student: their own bookings, whatever the filters say.
 */
export const listBookingsOperation = defineOperation({
  query: bookingListQuerySchema,
  handle: async ({ query, session, settings: readSettings }) => {
    const { page, limit, academicYear, semester, ...filters } = query;
    if (session!.role === 'student') {
      const own = (await bookingsOfStudent(session!.userId)).filter(
        (booking) => !filters.status || booking.status === filters.status,
      );
      const start = (page - 1) * limit;
      return { bookings: own.slice(start, start + limit), pagination: paginationOf(query, own.length) };
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
    const { bookings, total } = await listBookings(periods, filters, { page, limit });
    return { bookings, pagination: paginationOf(query, total) };
  },
});
