import type { AuditListResponse } from '#contract/audit';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { auditKeys } from './keys.ts';

export const auditPageSize = 20;

/** GET /audit: staff writes, newest first. */
export function listAudit(page: number): Promise<AuditListResponse> {
  return api.get(`/audit?page=${page}&limit=${auditPageSize}`);
}

export function useAudit(page: number) {
  return useQuery({ queryKey: auditKeys.page(page), queryFn: () => listAudit(page) });
}
