// The schema-free words, so the student's dashboard that shows a status carries no zod.
import {
  maintenanceStatusLabels,
  maintenanceUrgencyLabels,
  type MaintenanceStatus,
} from '#contract/maintenance-labels';
import type { MaintenanceUrgency } from '#contract/hostel-defaults';
import type { RepairDue } from '#contract/maintenance';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatDateTime } from '../../../lib/dates.ts';

const statusTones: Record<MaintenanceStatus, BadgeTone> = {
  new: 'blue',
  assigned: 'blue',
  in_progress: 'amber',
  waiting_for_parts: 'amber',
  resolved: 'green',
  closed: 'slate',
};

const urgencyTones: Record<MaintenanceUrgency, BadgeTone> = {
  low: 'slate',
  normal: 'slate',
  high: 'amber',
  urgent: 'red',
};

export const StatusBadge = ({ status }: { status: MaintenanceStatus }) => (
  <Badge tone={statusTones[status]}>{maintenanceStatusLabels[status]}</Badge>
);

export const UrgencyBadge = ({ urgency }: { urgency: MaintenanceUrgency }) => (
  <Badge tone={urgencyTones[urgency]}>{maintenanceUrgencyLabels[urgency]}</Badge>
);

/**
 * When a repair is due and, once that has passed, Overdue: the queue's Due column and the request's page.
 * On a desktop's queue row Overdue goes under the time, as Priority's second line, leaving the title its
 * width.
 */
export const RepairDueLabel = ({ due }: { due: RepairDue }) =>
  due.dueAt === null ? (
    '—'
  ) : (
    <span className="inline-flex items-center gap-2 md:flex md:flex-col md:items-start md:gap-1">
      <time dateTime={due.dueAt}>{formatDateTime(due.dueAt)}</time>
      {due.overdue && <Badge tone="red">Overdue</Badge>}
    </span>
  );
