import { useQuery } from '@tanstack/react-query';
import type { OnlinePaymentInProgress, OnlinePaymentResult } from '#contract/money';
import { api } from '../../../lib/api.ts';
import { moneyKeys } from './keys.ts';

const onlinePaymentsPath = (studentId: string) =>
  `/students/${encodeURIComponent(studentId)}/money/online-payments`;

/** A student's online payments still waiting for the provider's word (staff). */
export const getOnlinePaymentsInProgress = (studentId: string) =>
  api.get<{ payments: OnlinePaymentInProgress[] }>(onlinePaymentsPath(studentId));
export const useOnlinePaymentsInProgress = (studentId: string) =>
  useQuery({
    queryKey: moneyKeys.onlinePayments(studentId),
    queryFn: () => getOnlinePaymentsInProgress(studentId),
  });

/** Check now: asks the provider about one of them at once; credited if it confirms the payment. */
export const checkOnlinePayment = (studentId: string, reference: string) =>
  api.post<OnlinePaymentResult>(`${onlinePaymentsPath(studentId)}/${encodeURIComponent(reference)}/check`);
