import type { StudentWriteResponse } from '#contract/students';
import { api } from '../../../lib/api.ts';
import type { StudentEditInput } from './update-student.ts';

export function createStudent(student: StudentEditInput) {
  return api.post<StudentWriteResponse>('/students', student);
}
