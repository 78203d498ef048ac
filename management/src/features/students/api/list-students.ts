import { useQuery } from '@tanstack/react-query';
import { listStudents, studentsQuery, type StudentFilters } from '../../../lib/student-list.ts';
import { studentKeys } from './keys.ts';

export function useStudents(filters: StudentFilters) {
  return useQuery({
    queryKey: studentKeys.list(filters),
    queryFn: () => listStudents(studentsQuery(filters)),
  });
}
