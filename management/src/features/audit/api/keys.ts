import { resourceKeys } from '../../../lib/query-client.ts';

/** The trail's filters, as the list's query parameters hold them (contract/audit.ts). */
export interface AuditFilters {
  search: string;
  actorId: string;
  action: string;
  entityType: string;
  from: string;
  to: string;
  /** 'when' for the oldest first; empty or '-when' for the newest. The server orders every page. */
  sort: string;
  page: number;
}

export const auditKeys = {
  list: (filters: AuditFilters) => [...resourceKeys.audit, 'list', filters] as const,
  /** The staff the Who filter offers; an account added or removed changes it. */
  staff: [...resourceKeys.admins, 'for-audit'] as const,
};
