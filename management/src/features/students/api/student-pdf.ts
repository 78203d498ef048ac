import type { StudentPdfRequest } from '#contract/exports';
import { api } from '../../../lib/api.ts';
import type { Booking, Student } from '../../../types/api.ts';

/** POST /export/student/pdf: the student and their bookings, answered with the PDF. */
export function studentPdf(student: Student, bookings: Booking[]) {
  return api.postForFile('/export/student/pdf', { student, bookings } satisfies StudentPdfRequest);
}
