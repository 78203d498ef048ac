import type { AuditListResponse } from '#contract/audit';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { listPath } from '../../../lib/paged-list.ts';
import { auditKeys } from './keys.ts';

export const auditPageSize = 20;

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

export const auditListPath = (filters: AuditFilters) =>
  listPath('/audit', { limit: auditPageSize, ...filters });

/** GET /audit: staff writes matching the filters, newest first unless sorted oldest first. */
export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: auditKeys.list(filters),
    queryFn: () => api.get<AuditListResponse>(auditListPath(filters)),
  });
}
