import { auditActions, auditEntityTypes, type AuditEntityType } from '#contract/audit';
import { choicesOf, type FilterField } from '../../lib/list-params.ts';
import { actionLabel } from './components/audit-entry-view.ts';

export type AuditFilterName = 'search' | 'actorId' | 'action' | 'entityType' | 'from' | 'to';

const recordLabels: Record<AuditEntityType, string> = {
  admin: 'Staff account',
  announcement: 'Announcement',
  booking: 'Booking',
  content: 'Public content',
  maintenance: 'Maintenance request',
  money: 'Student money',
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
  { name: 'search', label: 'Search', kind: 'search', placeholder: 'Name or action' },
  {
    name: 'actorId',
    label: 'Who',
    kind: 'select',
    open: true,
    options: [
      { value: '', label: 'Anyone' },
      { value: 'system', label: 'System' },
      ...staff.map((member) => ({ value: member.id, label: member.fullName })),
    ],
  },
  {
    name: 'action',
    label: 'Action',
    kind: 'select',
    options: choicesOf('Any action', auditActions, actionLabel),
  },
  {
    name: 'entityType',
    label: 'Record',
    kind: 'select',
    options: choicesOf('Any record', auditEntityTypes, recordLabels),
  },
  { name: 'from', label: 'From', kind: 'date' },
  { name: 'to', label: 'To', kind: 'date' },
];
