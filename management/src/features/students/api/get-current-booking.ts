import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { Booking } from '../../../types/api.ts';

export function getCurrentBooking(studentId: string): Promise<{ booking: Booking | null }> {
  return api.get(`${resourcePath('students', studentId)}/bookings/current`);
}

export function useStudentCurrentBooking(studentId: string) {
  return useQuery(`student-current-booking:${studentId}`, () => getCurrentBooking(studentId));
}
