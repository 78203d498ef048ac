import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { Booking } from '../../../types/api.ts';

/** All of a student's bookings, the current one first (what the profile PDF lists). */
export function getStudentBookings(studentId: string): Promise<{ bookings: Booking[] }> {
  return api.get(`${resourcePath('students', studentId)}/bookings`);
}
