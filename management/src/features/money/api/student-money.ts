import { useQuery } from '@tanstack/react-query';
import type { StudentMoney } from '#contract/money';
import { api } from '../../../lib/api.ts';
import { moneyKeys } from './keys.ts';

/**
 * A student's ledger and balance: apart from the other money calls, since the student's dashboard, their
 * first screen, reads it too and should carry nothing else of money's.
 */
export const getStudentMoney = (studentId: string) =>
  api.get<StudentMoney>(`/students/${encodeURIComponent(studentId)}/money`);
export const useStudentMoney = (studentId: string) =>
  useQuery({
    queryKey: moneyKeys.student(studentId),
    queryFn: () => getStudentMoney(studentId),
    enabled: !!studentId,
  });
