import { useQuery } from '@tanstack/react-query';
import type { StudentResponse } from '#contract/students';
import { api } from './api.ts';
import { resourcePath } from './identifiers.ts';
import { resourceKeys } from './query-client.ts';
import type { Message } from '../types/api.ts';

/** A student's record as staff read it: their profile, a booking's page and the move dialog share it. */
export const studentKey = (studentId: string) => [...resourceKeys.student, studentId] as const;

export const getStudent = (studentId: string) =>
  api.get<StudentResponse>(resourcePath('students', studentId));

/**
 * POST /students/{id}/check-out: the student's active booking ends as Completed, the bed is freed and the
 * whole deposit goes back, recorded as a check-out without the desk's inspection (docs/decisions/0050).
 */
export const checkOutStudent = (studentId: string) =>
  api.post<Message>(`${resourcePath('students', studentId)}/check-out`);

/** `null` while the screen does not know whose record it needs yet (a booking still loading). */
export function useStudent(studentId: string | null) {
  return useQuery({
    queryKey: studentKey(studentId ?? ''),
    queryFn: () => getStudent(studentId!),
    enabled: studentId !== null,
  });
}
