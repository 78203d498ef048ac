import { studentCreateSchema } from '#contract/students';
import * as z from '#contract/zod';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { Student } from '../../../types/api.ts';

/** A student's own details: the staff form's rules without the password, which has its own form. */
export const profileSchema = z.omit(studentCreateSchema, { password: true });
export type ProfileInput = z.input<typeof profileSchema>;

/** A student updates their own record (PUT /students/{id}); a blank password keeps the current one. */
export function updateProfile(
  studentId: string,
  changes: Partial<ProfileInput> & { password?: string },
): Promise<{ student: Student; message: string }> {
  return api.put(resourcePath('students', studentId), changes);
}
