// The schema-free words, so the student's dashboard that shows a status carries no zod.
import {
  maintenanceStatusLabels,
  maintenanceUrgencyLabels,
  type MaintenanceStatus,
} from '#contract/maintenance-labels';
import type { MaintenanceUrgency } from '#contract/hostel-defaults';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

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
