import { isDay } from './days.ts';
import * as messages from './messages.ts';
import { pageQuerySchema, type Pagination, searchQuery } from './pagination.ts';
import { sortQuery, type SortValues } from './sorting.ts';
import { readersZoneQuerySchema } from './time-zones.ts';
import * as z from './zod.ts';
import { boundedText } from './text-fields.ts';

/**
 * Every action the trail records, `area.verb`. The data layer's AuditInput takes only these, so an
 * action added to the code without a place here fails the typecheck, and the trail's filter offers them
 * all.
 */
export const auditActions = [
  'admin.create',
  'admin.activate',
  'admin.deactivate',
  'admin.delete',
  'booking.create',
  'booking.move',
  'booking.status',
  'booking.cancel',
  'booking.delete',
  'booking.clearAll',
  'booking.rollOver',
  'booking.dates',
  'booking.checkIn',
  'booking.checkInAnswer',
  'booking.checkOut',
  'booking.request',
  'booking.requestWithdraw',
  'booking.requestApprove',
  'booking.requestDecline',
  'content.save',
  'content.rollback',
  'emergency.activate',
  'emergency.deactivate',
  'maintenance.report',
  'maintenance.status',
  'maintenance.assign',
  'maintenance.priority',
  'maintenance.comment',
  'money.prices',
  'money.charge',
  'money.refund',
  'money.payment',
  'money.payout',
  'money.reversal',
  'money.mismatchSettled',
  'room.create',
  'room.update',
  'room.status',
  'room.delete',
  'room.outOfService',
  'room.backInService',
  'settings.update',
  'settings.roomType',
  'student.create',
  'student.update',
  'student.status',
  'student.checkOut',
  'student.delete',
  'waitlist.join',
  'waitlist.leave',
  'waitlist.offer',
  'waitlist.accept',
  'waitlist.decline',
  'waitlist.expire',
  'waitlist.remove',
  'waitlist.move',
  'announcement.publish',
  'parcel.logged',
  'parcel.collected',
  'parcel.removed',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The kinds of record an entry names. */
export const auditEntityTypes = [
  'admin',
  'announcement',
  'booking',
  'content',
  'maintenance',
  'money',
  'parcel',
  'room',
  'settings',
  'student',
  'waitlist',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/** One recorded staff write (GET /audit, super admins). */
export interface AuditEntry {
  id: string;
  at: string;
  /** name: the actor's name when they acted (entries before names were kept: as it is now, null when gone). */
  actor: { id: string; role: string; name?: string | null };
  /** What was done, one of auditActions (older entries keep what they were written with). */
  action: string;
  /**
   * name: how the record read when the entry was written (a student's or admin's name, a room's number,
   * a booking's student and room); for entries written before names were kept, how it reads now, null
   * when it is gone. publicId: for a link to a booking or room. deleted: the record is an account (a
   * staff member's or a student's, their money and waitlist place included) deleted since.
   */
  entity: { type: string; id: string; name?: string | null; publicId?: string | null; deleted?: boolean };
  /** The changed fields only: their values before and after. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** True when the entry keeps the names of its moment (written since issue #25). */
  named?: boolean;
}

/**
 * The trail sorts by time only: the server reads it in its key's order either way round. Another column's
 * order would mean reading the whole trail, which grows with every staff write, on each page.
 */
export const auditSortValues: SortValues<AuditEntry> = { when: (entry) => entry.at };

const day = (message: string) => z.optional(z.string().check(z.refine(isDay, message)));

/**
 * GET /audit filters: who acted (an actor id, 'system' for the system's own work), the action, the kind
 * of record, the days from and to (both included, the days of the reader's `timeZone`, which the app
 * sends as the PDFs' and the maintenance report's reads do; UTC's without one, decision 0109), and a
 * search of the actor's and the record's names and the action.
 */
export const auditListQuerySchema = z
  .extend(pageQuerySchema, {
    ...readersZoneQuerySchema.shape,
    sort: sortQuery(auditSortValues),
    actorId: z.optional(boundedText(100, messages.audit.actorInvalid)),
    action: z.optional(z.enum(auditActions, messages.audit.actionInvalid)),
    entityType: z.optional(z.enum(auditEntityTypes, messages.audit.entityTypeInvalid)),
    from: day(messages.audit.fromInvalid),
    to: day(messages.audit.toInvalid),
    search: searchQuery,
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: messages.audit.rangeInvalid,
      path: ['to'],
    }),
  );
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

export interface AuditListResponse {
  entries: AuditEntry[];
  pagination: Pagination;
}
