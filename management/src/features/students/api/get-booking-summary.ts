import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';

export function getBookingSummary(studentId: string): Promise<{ summary: { archived: { count: number } } }> {
  return api.get(`${resourcePath('students', studentId)}/bookings/summary`);
}
