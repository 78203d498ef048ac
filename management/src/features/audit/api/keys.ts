import { resourceKeys } from '../../../lib/query-client.ts';
import type { AuditFilters } from './list-audit.ts';

export const auditKeys = {
  list: (filters: AuditFilters) => [...resourceKeys.audit, 'list', filters] as const,
  /** The staff the Who filter offers; an account added or removed changes it. */
  staff: [...resourceKeys.admins, 'for-audit'] as const,
};
