import { auditActions, auditEntityTypes, type AuditEntityType } from '#contract/audit';
import { anyOr, choicesOf, filter, type FilterField } from '../../lib/list-params.ts';
import { actionLabel } from '../../lib/audit-words.ts';

export type AuditFilterName = 'search' | 'actorId' | 'action' | 'entityType' | 'from' | 'to';

const recordLabels: Record<AuditEntityType, string> = {
  admin: 'Staff account',
  announcement: 'Announcement',
  booking: 'Booking',
  content: 'Public content',
  maintenance: 'Maintenance request',
  money: 'Student money',
  parcel: 'Parcel',
  room: 'Room',
  settings: 'Settings',
  student: 'Student',
  waitlist: 'Waitlist entry',
};

/**
 * The audit trail's filters, kept in the URL. Who offers the staff accounts there are now and the
 * system; someone no longer on record (or a student) is found by name with the search.
 */
export const auditFilters = (
  staff: readonly { id: string; fullName: string }[],
): FilterField<AuditFilterName>[] => [
  filter.search('search', 'Search', 'Name or action'),
  filter.select(
    'actorId',
    'Who',
    [
      ...anyOr('Anyone', { system: 'System' }),
      ...staff.map((member) => ({ value: member.id, label: member.fullName })),
    ],
    { open: true },
  ),
  filter.select('action', 'Action', choicesOf('Any action', auditActions, actionLabel)),
  filter.select('entityType', 'Record', choicesOf('Any record', auditEntityTypes, recordLabels)),
  filter.date('from', 'From'),
  filter.date('to', 'To'),
];
