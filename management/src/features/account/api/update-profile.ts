import { studentCreateSchema, type StudentWriteResponse } from '#contract/students';
import * as z from '#contract/zod';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';

/**
 * A student's own details: the staff form's rules without the sign-in email and the password, which
 * PUT /students/{id} refuses to change for a student (they have My Profile's own sections).
 */
export const profileSchema = z.omit(studentCreateSchema, { email: true, password: true });
export type ProfileInput = z.output<typeof profileSchema>;

/** A student updates their own record (PUT /students/{id}). */
export function updateProfile(studentId: string, changes: ProfileInput) {
  return api.put<StudentWriteResponse>(resourcePath('students', studentId), changes);
}
