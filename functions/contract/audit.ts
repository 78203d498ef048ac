import type { Pagination } from './pagination.ts';

/** One recorded staff write (GET /audit, super admins). */
export interface AuditEntry {
  id: string;
  at: string;
  actor: { id: string; role: string };
  /** What was done, e.g. 'room.update', 'booking.cancel', 'settings.update'. */
  action: string;
  entity: { type: string; id: string };
  /** The changed fields only: their values before and after. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditListResponse {
  entries: AuditEntry[];
  pagination: Pagination;
}
