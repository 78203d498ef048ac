import type { AuditListResponse } from '#contract/audit';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { listPath } from '../../../lib/paged-list.ts';
import { auditKeys, type AuditFilters } from './keys.ts';

export const auditPageSize = 20;

export const auditListPath = (filters: AuditFilters) =>
  listPath('/audit', { limit: auditPageSize, ...filters });

/**
 * GET /audit: staff writes matching the filters, newest first unless sorted oldest first. Its days are
 * the reader's, as the screen shows each entry's time, so the read sends their zone (decision 0109): the
 * client adds it, so it is neither a filter in the URL nor part of the list's key.
 */
export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: auditKeys.list(filters),
    queryFn: () => api.get<AuditListResponse>(auditListPath(filters), { inReadersZone: true }),
  });
}
