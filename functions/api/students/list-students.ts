import { paginationOf } from '#contract/pagination';
import { studentListQuerySchema } from '#contract/students';
import { defineOperation } from '../../core/http/operation.ts';
import { listStudents } from '../../data/students.ts';

/** GET /students (staff): by name, searchable by name, email, phone and programme, paged. */
export const listStudentsOperation = defineOperation({
  query: studentListQuerySchema,
  handle: async ({ query }) => {
    const { page, limit, ...filters } = query;
    const { students, total } = await listStudents(filters, { page, limit });
    return { students, pagination: paginationOf(query, total) };
  },
});
