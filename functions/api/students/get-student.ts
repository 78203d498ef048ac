import type { StudentResponse } from '#contract/students';
import { bookingsForStudent } from '#contract/bookings';
import { signedIn } from '../../routes.ts';
import { bookingsOfStudent } from '../../data/bookings.ts';
import { toStudent } from '../../data/students.ts';
import { asSeenBy } from '../http/as-seen-by.ts';
import { onStudent } from './find-student.ts';

/**
 * GET /students/{id} and /students/p/{publicId}: staff, or the student themself. The student carries
 * their bookings (docs/spec.md §3), the current one first, then the archive.
 */
export const getStudentOperation = onStudent({
  route: 'GET /students/{id}',
  access: signedIn,
  own: true,
  handle: async ({ record: user, session }): Promise<StudentResponse> => {
    const bookings = await bookingsOfStudent(user.id);
    return { student: { ...toStudent(user), bookings: asSeenBy(session, bookings, bookingsForStudent) } };
  },
});
