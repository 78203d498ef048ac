import { studentCreateSchema, studentFields, type StudentWriteResponse } from '#contract/students';
import * as z from '#contract/zod';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';

/** Staff edit: every field of the create form, the password optional (blank keeps the current one). */
export const studentEditSchema = z.extend(studentCreateSchema, {
  password: z.union([z.literal(''), studentFields.password]),
});
export type StudentEditInput = z.input<typeof studentEditSchema>;

export function updateStudent(studentId: string, changes: StudentEditInput) {
  return api.put<StudentWriteResponse>(resourcePath('students', studentId), changes);
}
