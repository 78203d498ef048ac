import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { Student } from '../../../types/api.ts';
import { studentKeys } from './keys.ts';

export function getStudent(studentId: string): Promise<{ student: Student }> {
  return api.get(resourcePath('students', studentId));
}

export function useStudent(studentId: string) {
  return useQuery({ queryKey: studentKeys.detail(studentId), queryFn: () => getStudent(studentId) });
}
