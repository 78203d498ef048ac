import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { Student } from '../../../types/api.ts';

export type ProfileChanges = Partial<
  Pick<
    Student,
    | 'fullName'
    | 'email'
    | 'gender'
    | 'phoneNumber'
    | 'dateOfBirth'
    | 'programmeOfStudy'
    | 'level'
    | 'guardianName'
    | 'guardianPhoneNumber'
  >
> & { password?: string };

/** A student updates their own record (PUT /students/{id}); a blank password keeps the current one. */
export function updateProfile(
  studentId: string,
  changes: ProfileChanges,
): Promise<{ student: Student; message: string }> {
  return api.put(resourcePath('students', studentId), changes);
}
