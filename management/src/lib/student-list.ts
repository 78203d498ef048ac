import { api } from './api.ts';
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

export function studentsQuery(filters: StudentFilters, limit = studentsPageSize): string {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(limit) });
  for (const name of ['search', 'isActive', 'level', 'programme', 'sort'] as const) {
    const value = (filters[name] ?? '').trim();
    if (value) query.set(name, value);
  }
  return `/students?${query.toString()}`;
}

export function listStudents(path: string): Promise<{ students: Student[]; pagination: Pagination }> {
  return api.get(path);
}

/** Every student matching the filters, a hundred at a time (the API's largest page), for the exports. */
export async function getAllStudents(filters: Omit<StudentFilters, 'page'>): Promise<Student[]> {
  const students: Student[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listStudents(studentsQuery({ ...filters, page }, 100));
    students.push(...result.students);
    if (page >= result.pagination.pages) return students;
  }
}
