import type { Pagination } from './pagination.ts';

/** One recorded staff write (GET /audit, super admins). */
export interface AuditEntry {
  id: string;
  at: string;
  /** name: the actor's name when they acted (entries before names were kept: as it is now, null when gone). */
  actor: { id: string; role: string; name?: string | null };
  /** What was done, e.g. 'room.update', 'booking.cancel', 'settings.update'. */
  action: string;
  /**
   * name: how the record read when the entry was written (a student's or admin's name, a room's number,
   * a booking's student and room); for entries written before names were kept, how it reads now, null
   * when it is gone. publicId: for a link to a booking or room.
   */
  entity: { type: string; id: string; name?: string | null; publicId?: string | null };
  /** The changed fields only: their values before and after. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** True when the entry keeps the names of its moment (written since issue #25). */
  named?: boolean;
}

export interface AuditListResponse {
  entries: AuditEntry[];
  pagination: Pagination;
}
