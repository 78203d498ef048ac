import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';

export function deleteStudent(studentId: string): Promise<{ message: string }> {
  return api.delete(resourcePath('students', studentId));
}
