import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { Student } from '../../../types/api.ts';

/**
 * PUT /students/{id}/status. Deactivating a student who holds a bed needs `endBooking`: whether their
 * booking ends with it (the API refuses the question unanswered).
 */
export function setStudentStatus(
  studentId: string,
  isActive: boolean,
  endBooking?: boolean,
): Promise<{ student: Student }> {
  return api.put(`${resourcePath('students', studentId)}/status`, {
    isActive,
    ...(endBooking === undefined ? {} : { endBooking }),
  });
}

/** POST /students/{id}/check-out: the student's active booking ends as Completed and the bed is freed. */
export function checkOutStudent(studentId: string): Promise<{ message: string }> {
  return api.post(`${resourcePath('students', studentId)}/check-out`);
}
