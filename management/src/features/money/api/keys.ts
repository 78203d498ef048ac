import { resourceKeys } from '../../../lib/query-client.ts';

export const moneyKeys = {
  student: (studentId: string) => [...resourceKeys.money, 'student', studentId] as const,
  prices: (academicYear: string, semester: number) =>
    [...resourceKeys.prices, academicYear, semester] as const,
};
