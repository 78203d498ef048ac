import { useQuery } from '@tanstack/react-query';
import type {
  MismatchSettled,
  OnlinePaymentInProgress,
  OnlinePaymentResult,
  OwnOnlinePayment,
  SettleMismatch,
} from '#contract/money';
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

/** Mark as dealt with: a payment that does not match Paystack's record, with what was done about it. */
export const settleMismatch = (studentId: string, reference: string, settled: SettleMismatch) =>
  api.post<MismatchSettled>(
    `${onlinePaymentsPath(studentId)}/${encodeURIComponent(reference)}/settle`,
    settled,
  );

/**
 * The signed-in student's own online payments not yet confirmed (docs/decisions/0095): their Money
 * screen lists them, and Pay online warns of them before another checkout.
 */
export const getOwnOnlinePayments = () => api.get<{ payments: OwnOnlinePayment[] }>('/money/online-payments');
export const useOwnOnlinePayments = () =>
  useQuery({ queryKey: moneyKeys.ownOnlinePayments(), queryFn: getOwnOnlinePayments });
