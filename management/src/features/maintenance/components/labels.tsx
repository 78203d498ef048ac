import {
  maintenanceStatusLabels,
  maintenanceUrgencyLabels,
  type MaintenanceStatus,
  type MaintenanceUrgency,
} from '#contract/maintenance';
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
