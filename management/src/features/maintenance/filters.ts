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
import { anyOr, choicesOf, filter, type FilterField } from '../../lib/list-params.ts';

export type QueueFilterName =
  'status' | 'category' | 'urgency' | 'block' | 'assigneeId' | 'olderThanDays' | 'overdue' | 'rated';

/** The queue's filters, kept in the URL; the server applies them (GET /maintenance). */
export const queueFilters = (assignees: readonly MaintenancePerson[]): FilterField<QueueFilterName>[] => [
  filter.select(
    'status',
    'Status',
    choicesOf('Open and resolved', maintenanceStatuses, maintenanceStatusLabels),
  ),
  filter.select(
    'category',
    'Category',
    choicesOf('Any category', maintenanceCategories, maintenanceCategoryLabels),
  ),
  filter.select(
    'urgency',
    'Urgency',
    choicesOf('Any urgency', maintenanceUrgencies, maintenanceUrgencyLabels),
  ),
  filter.text('block', 'Block', { placeholder: 'A' }),
  filter.select(
    'assigneeId',
    'Assigned to',
    [
      ...anyOr('Anyone', { unassigned: 'Nobody yet' }),
      ...assignees.map((person) => ({ value: person.id, label: person.fullName })),
    ],
    { open: true },
  ),
  filter.select(
    'olderThanDays',
    'Waiting',
    choicesOf('Any age', maintenanceAges, (days) => `Over ${days} day${days === '1' ? '' : 's'}`),
  ),
  filter.select('overdue', 'Target time', anyOr('In time or overdue', { true: 'Overdue only' })),
  // Only closed requests are rated, so the server reads the closed ones for this filter.
  filter.select('rated', 'Rating', anyOr('Any rating', { poor: 'Rated 2 or less' })),
];
