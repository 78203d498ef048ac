import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { Message } from '../../../types/api.ts';

export function deleteStudent(studentId: string): Promise<Message> {
  return api.delete(resourcePath('students', studentId));
}
