import { useQuery } from '@tanstack/react-query';
import type {
  OnlinePaymentResult,
  OnlinePaymentStarted,
  EntryRecorded,
  PeriodPrices,
  RecordPayment,
  RecordPayout,
  SavePrices,
  StartOnlinePayment,
} from '#contract/money';
import { api } from '../../../lib/api.ts';
import { getAllRooms } from '../../../lib/room-list.ts';
import { moneyKeys } from './keys.ts';
import type { Message } from '../../../types/api.ts';

export const recordPayment = (studentId: string, payment: RecordPayment) =>
  api.post<EntryRecorded>(`/students/${encodeURIComponent(studentId)}/money/payments`, payment);

/** Hands the student's credit (or part of it) back to them at the desk. */
export const recordPayout = (studentId: string, payout: RecordPayout) =>
  api.post<EntryRecorded>(`/students/${encodeURIComponent(studentId)}/money/payouts`, payout);

/** Starts the student's own online payment; the answer names the provider's checkout page. */
export const startOnlinePayment = (payment: StartOnlinePayment) =>
  api.post<OnlinePaymentStarted>('/money/online-payments', payment);

/** On the way back from the checkout: where the payment stands, credited if the provider confirms it. */
export const confirmOnlinePayment = (reference: string) =>
  api.post<OnlinePaymentResult>(`/money/online-payments/${encodeURIComponent(reference)}/confirm`);

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

/** Every room, to give one a price of its own on the Prices screen. */
export const useAllRooms = () =>
  useQuery({ queryKey: moneyKeys.rooms(), queryFn: () => getAllRooms({ sort: 'room' }) });
