import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Pagination, Student } from '../../../types/api.ts';
import { studentKeys } from './keys.ts';

/** The Manage Students filters, as the list's query parameters hold them. */
export interface StudentFilters {
  search: string;
  isActive: '' | 'true' | 'false';
  level: string;
  programme: string;
  /** A column key, '-' first for descending (contract/sorting.ts); the server sorts before it pages. */
  sort: string;
  page: number;
}

export const studentsPageSize = 20;

export function studentsQuery(filters: StudentFilters, limit = studentsPageSize): string {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(limit) });
  for (const name of ['search', 'isActive', 'level', 'programme', 'sort'] as const) {
    const value = filters[name].trim();
    if (value) query.set(name, value);
  }
  return `/students?${query.toString()}`;
}

export function listStudents(path: string): Promise<{ students: Student[]; pagination: Pagination }> {
  return api.get(path);
}

export function useStudents(filters: StudentFilters) {
  return useQuery({
    queryKey: studentKeys.list(filters),
    queryFn: () => listStudents(studentsQuery(filters)),
  });
}
