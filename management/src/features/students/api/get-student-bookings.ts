import type { StudentBookingsResponse } from '#contract/bookings';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';

/** All of a student's bookings, the current one first (what the profile PDF lists). */
export function getStudentBookings(studentId: string) {
  return api.get<StudentBookingsResponse>(`${resourcePath('students', studentId)}/bookings`);
}
