import { api } from '../../../lib/api.ts';
import type { Student } from '../../../types/api.ts';
import type { StudentEditInput } from './update-student.ts';

export function createStudent(student: StudentEditInput): Promise<{ student: Student; message: string }> {
  return api.post('/students', student);
}
