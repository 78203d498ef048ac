import type { AuditListResponse } from '#contract/audit';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
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

export function auditListPath(filters: AuditFilters): string {
  const query = new URLSearchParams({ limit: String(auditPageSize) });
  for (const [name, value] of Object.entries(filters)) {
    const text = String(value).trim();
    if (text) query.set(name, text);
  }
  return `/audit?${query.toString()}`;
}

/** GET /audit: staff writes matching the filters, newest first unless sorted oldest first. */
export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: auditKeys.list(filters),
    queryFn: () => api.get<AuditListResponse>(auditListPath(filters)),
  });
}
