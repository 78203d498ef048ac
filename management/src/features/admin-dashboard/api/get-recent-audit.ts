import type { AuditListResponse } from '#contract/audit';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

/** The audit trail's newest entries: super admins only (GET /audit), so only their dashboard asks. */
export function useRecentAudit() {
  return useQuery({
    queryKey: dashboardKeys.recentAudit,
    queryFn: () => api.get<AuditListResponse>('/audit?page=1&limit=8'),
  });
}
