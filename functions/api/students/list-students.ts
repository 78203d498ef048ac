import { paginationOf } from '#contract/pagination';
import { studentListQuerySchema } from '#contract/students';
import { defineOperation } from '../../core/http/operation.ts';
import { currentRoomsOf } from '../../data/bookings.ts';
import { listStudents } from '../../data/students.ts';

/**
 * GET /students (staff): by name, searchable by name, email, phone and programme, paged; each with the
 * room they hold a bed in now.
 */
export const listStudentsOperation = defineOperation({
  query: studentListQuerySchema,
  handle: async ({ query }) => {
    const { page, limit, ...filters } = query;
    const { students, total } = await listStudents(filters, { page, limit });
    const rooms = await currentRoomsOf(students.map((student) => student.id));
    return {
      students: students.map((student) => {
        const current = rooms.get(student.id);
        return {
          ...student,
          room: current
            ? {
                id: current.room.id,
                publicId: current.room.publicId,
                roomNumber: current.room.roomNumber,
                bookingPublicId: current.bookingPublicId,
              }
            : null,
        };
      }),
      pagination: paginationOf(query, total),
    };
  },
});
