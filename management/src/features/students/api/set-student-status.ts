import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { StudentWriteResponse } from '#contract/students';

/**
 * PUT /students/{id}/status. Deactivating a student who holds a bed needs `endBooking`: whether their
 * booking ends with it (the API refuses the question unanswered).
 */
export function setStudentStatus(
  studentId: string,
  isActive: boolean,
  endBooking?: boolean,
): Promise<StudentWriteResponse> {
  return api.put(`${resourcePath('students', studentId)}/status`, {
    isActive,
    ...(endBooking === undefined ? {} : { endBooking }),
  });
}
