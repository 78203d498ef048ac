import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { Student } from '../../../types/api.ts';

export function setStudentStatus(studentId: string, isActive: boolean): Promise<{ student: Student }> {
  return api.put(`${resourcePath('students', studentId)}/status`, { isActive });
}
