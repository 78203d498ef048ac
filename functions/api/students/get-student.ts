import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { bookingsOfStudent } from '../../data/bookings.ts';
import { toStudent } from '../../data/students.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { findStudent } from './find-student.ts';

/**
 * GET /students/{id} and /students/p/{publicId}: staff, or the student themself. The student carries
 * their bookings (docs/spec.md §3), the current one first, then the archive.
 */
export const getStudentOperation = defineOperation({
  method: 'GET',
  path: byIdAndPublicId('/students/{id}'),
  access: signedIn,
  own: true,
  params: entityRefSchema,
  handle: async ({ params, session }) => {
    const user = await findStudent(params, session);
    return { student: { ...toStudent(user), bookings: await bookingsOfStudent(user.id) } };
  },
});
