import { useQuery } from '@tanstack/react-query';
import type { PaymentRecorded, PeriodPrices, RecordPayment, SavePrices, StudentMoney } from '#contract/money';
import { api } from '../../../lib/api.ts';
import { moneyKeys } from './keys.ts';

type Message = { message: string };

export const getStudentMoney = (studentId: string) =>
  api.get<StudentMoney>(`/students/${encodeURIComponent(studentId)}/money`);
export const useStudentMoney = (studentId: string) =>
  useQuery({
    queryKey: moneyKeys.student(studentId),
    queryFn: () => getStudentMoney(studentId),
    enabled: !!studentId,
  });

export const recordPayment = (studentId: string, payment: RecordPayment) =>
  api.post<PaymentRecorded>(`/students/${encodeURIComponent(studentId)}/money/payments`, payment);

export const reverseEntry = (studentId: string, entryId: string, reason: string) =>
  api.post<Message>(
    `/students/${encodeURIComponent(studentId)}/money/entries/${encodeURIComponent(entryId)}/reverse`,
    { reason },
  );

export const getPrices = (academicYear: string, semester: number) =>
  api.get<{ prices: PeriodPrices; currencyLocked: boolean }>(
    `/money/prices?academicYear=${encodeURIComponent(academicYear)}&semester=${semester}`,
  );
export const usePrices = (academicYear: string, semester: number) =>
  useQuery({
    queryKey: moneyKeys.prices(academicYear, semester),
    queryFn: () => getPrices(academicYear, semester),
    enabled: !!academicYear,
  });

export const savePrices = (prices: SavePrices) =>
  api.put<{ prices: PeriodPrices } & Message>('/money/prices', prices);
