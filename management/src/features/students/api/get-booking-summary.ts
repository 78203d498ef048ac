import { useQuery } from '@tanstack/react-query';
import type { BookingSummaryResponse } from '#contract/bookings';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import { studentKeys } from './keys.ts';

export function getBookingSummary(studentId: string) {
  return api.get<BookingSummaryResponse>(`${resourcePath('students', studentId)}/bookings/summary`);
}

export function useBookingSummary(studentId: string) {
  return useQuery({
    queryKey: studentKeys.archiveSummary(studentId),
    queryFn: () => getBookingSummary(studentId),
  });
}
