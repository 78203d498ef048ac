import { useQuery } from '@tanstack/react-query';
import type { StudentListResponse } from '#contract/students';
import { api } from './api.ts';
import { everyPage, largestPage, listPath } from './paged-list.ts';
import { resourceKeys } from './query-client.ts';
import type { Student } from '../types/api.ts';

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

export function listStudents(path: string) {
  return api.get<StudentListResponse>(path);
}

/**
 * The first twenty active students matching the search (name, email, phone, student ID or room), each
 * with their room: what the desk's student pickers offer, for a parcel or a walk-in's booking.
 */
export function useActiveStudentsMatching(search: string) {
  return useQuery({
    queryKey: [...resourceKeys.students, 'active-matching', search],
    queryFn: () => listStudents(listPath('/students', { isActive: 'true', limit: 20, page: 1, search })),
  });
}

/** Every student matching the filters, at the API's largest page (for the exports). */
export const getAllStudents = (filters: Omit<StudentFilters, 'page'>): Promise<Student[]> =>
  everyPage(
    (page) => listStudents(studentsQuery({ ...filters, page }, largestPage)),
    (answer) => answer.students,
  );
