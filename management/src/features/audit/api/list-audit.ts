import type { AuditListResponse } from '#contract/audit';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { listPath } from '../../../lib/paged-list.ts';
import { auditKeys, type AuditFilters } from './keys.ts';

export const auditPageSize = 20;

export const auditListPath = (filters: AuditFilters) =>
  listPath('/audit', { limit: auditPageSize, ...filters });

/** GET /audit: staff writes matching the filters, newest first unless sorted oldest first. */
export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: auditKeys.list(filters),
    queryFn: () => api.get<AuditListResponse>(auditListPath(filters)),
  });
}
