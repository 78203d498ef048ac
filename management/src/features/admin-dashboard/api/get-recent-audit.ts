import type { AuditListResponse } from '#contract/audit';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** The audit trail's newest entries: super admins only (GET /audit), so only their dashboard asks. */
export function useRecentAudit() {
  return useQuery('/audit?page=1&limit=8', () => api.get<AuditListResponse>('/audit?page=1&limit=8'));
}
