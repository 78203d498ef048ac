import type { AuditListResponse } from '#contract/audit';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';

export const auditPageSize = 20;

/** GET /audit: staff writes, newest first. */
export function listAudit(page: number): Promise<AuditListResponse> {
  return api.get(`/audit?page=${page}&limit=${auditPageSize}`);
}

export function useAudit(page: number) {
  return useQuery(`/audit?page=${page}`, () => listAudit(page));
}
