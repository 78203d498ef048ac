import { defineOperation } from '../../core/http/operation.ts';
import { toStudent } from '../../data/students.ts';
import { entityRefSchema } from '../entity-ref.ts';
import { findStudent } from './find-student.ts';

/** GET /students/{id} and /students/p/{publicId}: staff, or the student themself. */
export const getStudentOperation = defineOperation({
  params: entityRefSchema,
  handle: async ({ params, session }) => ({ student: toStudent(await findStudent(params, session!)) }),
});
