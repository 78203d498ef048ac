import { api } from './api.ts';
import { everyPage, largestPage, listPath } from './paged-list.ts';
import type { Pagination, Student } from '../types/api.ts';

/** The students list filters (GET /students) of Manage Students and the reports; empty values are left out. */
export interface StudentFilters {
  search?: string;
  isActive?: '' | 'true' | 'false';
  level?: string;
  programme?: string;
  /** A column key, '-' first for descending (contract/sorting.ts); the server sorts before it pages. */
  sort?: string;
  page: number;
}

const studentsPageSize = 20;

export function studentsQuery({ page, ...filters }: StudentFilters, limit = studentsPageSize): string {
  return listPath('/students', { page, limit, ...filters });
}

export function listStudents(path: string): Promise<{ students: Student[]; pagination: Pagination }> {
  return api.get(path);
}

/** Every student matching the filters, at the API's largest page (for the exports). */
export const getAllStudents = (filters: Omit<StudentFilters, 'page'>): Promise<Student[]> =>
  everyPage(
    (page) => listStudents(studentsQuery({ ...filters, page }, largestPage)),
    (answer) => answer.students,
  );
