import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { Student } from '../../../types/api.ts';

export function getStudent(studentId: string): Promise<{ student: Student }> {
  return api.get(resourcePath('students', studentId));
}

export function useStudent(studentId: string) {
  return useQuery(`student:${studentId}`, () => getStudent(studentId));
}
