import { useQuery } from '@tanstack/react-query';
import type { LedgerEntryForStudent, StudentMoney } from '#contract/money';
import { api } from '../../../lib/api.ts';
import { moneyKeys } from './keys.ts';

/**
 * A student's ledger and balance: apart from the other money calls, since the student's dashboard, their
 * first screen, reads it too and should carry nothing else of money's. Its screens are shared by staff
 * and the student, so they read what the student's view holds.
 */
export const getStudentMoney = (studentId: string) =>
  api.get<StudentMoney<LedgerEntryForStudent>>(`/students/${encodeURIComponent(studentId)}/money`);
export const useStudentMoney = (studentId: string) =>
  useQuery({
    queryKey: moneyKeys.student(studentId),
    queryFn: () => getStudentMoney(studentId),
    enabled: !!studentId,
  });
