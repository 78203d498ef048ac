import { defineOperation } from '../http/operation.ts';
import { bookingsOfStudent } from '../../data/bookings.ts';
import { toStudent } from '../../data/students.ts';
import { entityRefSchema } from '../entity-ref.ts';
import { findStudent } from './find-student.ts';

/**
 * GET /students/{id} and /students/p/{publicId}: staff, or the student themself. The student carries
 * their bookings (SPEC.md §3), the current one first, then the archive.
 */
export const getStudentOperation = defineOperation({
  params: entityRefSchema,
  handle: async ({ params, session }) => {
    const user = await findStudent(params, session!);
    return { student: { ...toStudent(user), bookings: await bookingsOfStudent(user.id) } };
  },
});
