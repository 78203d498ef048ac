import type { AuditEntry } from '#contract/audit';
import { paths } from '../../../config/paths.ts';
import { words } from '../../../lib/audit-words.ts';
import { formatDateTime } from '../../../lib/dates.ts';

/** One changed field of an audit entry, its values written out for reading. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** A moment as the API writes one (a day alone, YYYY-MM-DD, is left as it is). */
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return instant.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

const internalId = /^[0-9a-f]{24}$/;

/**
 * Whether a field is an identifier rather than something a person reads: `id`, `publicId`, `roomId`…,
 * or `swappedWith` holding an internal id (older entries named a queue neighbour by id). The trail
 * names records instead (issue #25). Only that field's value is judged: a name or any other text
 * typed as 24 hex digits is a change like any other, never hidden from the trail.
 */
const isIdentifier = (field: string, entry: Pick<AuditEntry, 'before' | 'after'>) =>
  /^(id|_id)$|Id$/.test(field) ||
  (field === 'swappedWith' &&
    [entry.before?.[field], entry.after?.[field]].some(
      (value) => typeof value === 'string' && internalId.test(value),
    ));

/**
 * The fields an entry changed, before and after, in the order they first appear; equal ones and
 * identifiers are left out.
 */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields
    .filter((field) => !isIdentifier(field, entry))
    .map((field) => ({
      field: words(field),
      before: show(entry.before?.[field]),
      after: show(entry.after?.[field]),
    }))
    .filter((change) => change.before !== change.after);
}

/**
 * Where an entry's record lives in the app, when it still exists and has a screen: a student's money and
 * their place on the waitlist are named by the student (functions/data/audit.ts), so they lead to the
 * student's Money tab and profile. An account deleted since leads nowhere: its screen no longer has it.
 */
export function recordPath(entity: AuditEntry['entity']): string | null {
  if (entity.name === null || entity.name === undefined || entity.deleted) return null;
  if (entity.type === 'student' || entity.type === 'waitlist') return paths.adminStudent.profile(entity.id);
  if (entity.type === 'money') return paths.adminStudent.money(entity.id);
  if (entity.type === 'maintenance') return paths.admin.maintenanceRequest(entity.id);
  if (entity.type === 'announcement') return paths.admin.announcement(entity.id);
  if (entity.type === 'booking') return entity.publicId ? paths.admin.booking(entity.publicId) : null;
  if (entity.type === 'room')
    return `${paths.admin.rooms}?search=${encodeURIComponent(entity.name.replace(/^Room /, ''))}`;
  if (entity.type === 'admin') return paths.admin.adminManagement;
  return null;
}

/**
 * 'Ama Mensah' for a named record (as it read when the entry was written), 'Ama Mensah (account
 * deleted)' once that account is gone; a content key as it is; else what it was, without its internal
 * id ('A room no longer on record').
 */
export function recordName(entity: AuditEntry['entity']): string {
  if (entity.name) return entity.deleted ? `${entity.name} (account deleted)` : entity.name;
  if (entity.type === 'settings') return 'Settings';
  if (entity.type === 'content') return `Public content: ${entity.id}`;
  return `${words(entity.type)} no longer on record`;
}
