import { resourceKeys } from '../../../lib/query-client.ts';

/** The outstanding list's filters, as its query parameters hold them (contract/money-reports.ts). */
export interface OutstandingFilters {
  bucket: string;
  sort: string;
  page: number;
}

export const moneyKeys = {
  student: (studentId: string) => [...resourceKeys.money, 'student', studentId] as const,
  onlinePayments: (studentId: string) => [...resourceKeys.money, 'online-payments', studentId] as const,
  ownOnlinePayments: () => [...resourceKeys.money, 'own-online-payments'] as const,
  prices: (academicYear: string, semester: number) =>
    [...resourceKeys.prices, academicYear, semester] as const,
  rooms: () => [...resourceKeys.rooms, 'all'] as const,
  outstanding: (filters: OutstandingFilters) => [...resourceKeys.money, 'outstanding', filters] as const,
};
