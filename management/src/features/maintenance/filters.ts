import {
  maintenanceAges,
  maintenanceCategories,
  maintenanceCategoryLabels,
  maintenanceStatuses,
  maintenanceStatusLabels,
  maintenanceUrgencies,
  maintenanceUrgencyLabels,
  type MaintenancePerson,
} from '#contract/maintenance';
import { choicesOf, type FilterField } from '../../lib/list-params.ts';

export type QueueFilterName =
  'status' | 'category' | 'urgency' | 'block' | 'assigneeId' | 'olderThanDays' | 'overdue';

const any = (label: string) => ({ value: '', label });

/** The queue's filters, kept in the URL; the server applies them (GET /maintenance). */
export const queueFilters = (assignees: readonly MaintenancePerson[]): FilterField<QueueFilterName>[] => [
  {
    name: 'status',
    label: 'Status',
    kind: 'select',
    options: choicesOf('Open and resolved', maintenanceStatuses, maintenanceStatusLabels),
  },
  {
    name: 'category',
    label: 'Category',
    kind: 'select',
    options: choicesOf('Any category', maintenanceCategories, maintenanceCategoryLabels),
  },
  {
    name: 'urgency',
    label: 'Urgency',
    kind: 'select',
    options: choicesOf('Any urgency', maintenanceUrgencies, maintenanceUrgencyLabels),
  },
  { name: 'block', label: 'Block', kind: 'text', placeholder: 'A' },
  {
    name: 'assigneeId',
    label: 'Assigned to',
    kind: 'select',
    open: true,
    options: [
      any('Anyone'),
      { value: 'unassigned', label: 'Nobody yet' },
      ...assignees.map((person) => ({ value: person.id, label: person.fullName })),
    ],
  },
  {
    name: 'olderThanDays',
    label: 'Waiting',
    kind: 'select',
    options: choicesOf('Any age', maintenanceAges, (days) => `Over ${days} day${days === '1' ? '' : 's'}`),
  },
  {
    name: 'overdue',
    label: 'Target time',
    kind: 'select',
    options: [any('In time or overdue'), { value: 'true', label: 'Overdue only' }],
  },
];
