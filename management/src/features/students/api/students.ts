import { studentCreateSchema, studentFields } from '#contract/students';
import * as z from 'zod';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { Booking, Pagination, Student } from '../../../types/api.ts';

/** The Manage Students filters, as the list's query parameters hold them. */
export interface StudentFilters {
  search: string;
  isActive: '' | 'true' | 'false';
  level: string;
  programme: string;
  page: number;
}

export const studentsPageSize = 20;

export function studentsQuery(filters: StudentFilters, limit = studentsPageSize): string {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(limit) });
  for (const name of ['search', 'isActive', 'level', 'programme'] as const) {
    const value = filters[name].trim();
    if (value) query.set(name, value);
  }
  return `/students?${query.toString()}`;
}

export function listStudents(path: string): Promise<{ students: Student[]; pagination: Pagination }> {
  return api.get(path);
}

export function useStudents(filters: StudentFilters) {
  const path = studentsQuery(filters);
  return useQuery(path, () => listStudents(path));
}

export function getStudent(studentId: string): Promise<{ student: Student }> {
  return api.get(resourcePath('students', studentId));
}

export function useStudent(studentId: string) {
  return useQuery(`student:${studentId}`, () => getStudent(studentId));
}

export function getCurrentBooking(studentId: string): Promise<{ booking: Booking | null }> {
  return api.get(`${resourcePath('students', studentId)}/bookings/current`);
}

export function useStudentCurrentBooking(studentId: string) {
  return useQuery(`student-current-booking:${studentId}`, () => getCurrentBooking(studentId));
}

export function getBookingSummary(studentId: string): Promise<{ summary: { archived: { count: number } } }> {
  return api.get(`${resourcePath('students', studentId)}/bookings/summary`);
}

/** The booking history panel's page size (SPEC.md §9). */
export const archivePageSize = 10;

export function getArchivedBookings(
  studentId: string,
  page: number,
): Promise<{ archives: Booking[]; pagination: Pagination }> {
  return api.get(
    `${resourcePath('students', studentId)}/bookings/archived?page=${page}&limit=${archivePageSize}`,
  );
}

/** Staff edit: every field of the create form, the password optional (blank keeps the current one). */
export const studentEditSchema = studentCreateSchema.extend({
  password: z.union([z.literal(''), studentFields.password]),
});
export type StudentEditInput = z.input<typeof studentEditSchema>;

export function updateStudent(
  studentId: string,
  changes: StudentEditInput,
): Promise<{ student: Student; message: string }> {
  return api.put(resourcePath('students', studentId), changes);
}

export function createStudent(student: StudentEditInput): Promise<{ student: Student; message: string }> {
  return api.post('/students', student);
}

export function setStudentStatus(studentId: string, isActive: boolean): Promise<{ student: Student }> {
  return api.put(`${resourcePath('students', studentId)}/status`, { isActive });
}

export function deleteStudent(studentId: string): Promise<{ message: string }> {
  return api.delete(resourcePath('students', studentId));
}

export function getStudentBookings(studentId: string): Promise<{ bookings: Booking[] }> {
  return api.get(`${resourcePath('students', studentId)}/bookings`);
}

/** POST /export/student/pdf: the student and their bookings, answered with the PDF. */
export function studentPdf(student: Student, bookings: Booking[]) {
  return api.postForFile('/export/student/pdf', { student, bookings });
}
