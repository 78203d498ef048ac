import { resourceKeys } from '../../../lib/query-client.ts';
import type { OutstandingFilters } from './outstanding.ts';

export const moneyKeys = {
  student: (studentId: string) => [...resourceKeys.money, 'student', studentId] as const,
  prices: (academicYear: string, semester: number) =>
    [...resourceKeys.prices, academicYear, semester] as const,
  rooms: () => [...resourceKeys.rooms, 'all'] as const,
  outstanding: (filters: OutstandingFilters) => [...resourceKeys.money, 'outstanding', filters] as const,
};
