import { resourceKeys } from '../../../lib/query-client.ts';

export const adminKeys = {
  all: resourceKeys.admins,
  list: (page: number, sort: string) => [...resourceKeys.admins, 'list', { page, sort }] as const,
};
