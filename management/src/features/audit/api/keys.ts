import { resourceKeys } from '../../../lib/query-client.ts';

export const auditKeys = {
  page: (page: number) => [...resourceKeys.audit, 'list', page] as const,
};
