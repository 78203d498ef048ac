import type { MaintenanceUrgency } from './hostel-defaults.ts';
import type { MaintenanceCategory, MaintenanceStatus } from './maintenance.ts';

/**
 * Maintenance's words for its states, categories and priorities. Apart from contract/maintenance.ts and
 * its schemas, so the jobs worker's mails (the weekly summary) carry the words without zod.
 */

export const maintenanceStatusLabels: Record<MaintenanceStatus, string> = {
  new: 'New',
  assigned: 'Assigned',
  in_progress: 'In progress',
  waiting_for_parts: 'Waiting for parts',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const maintenanceCategoryLabels: Record<MaintenanceCategory, string> = {
  electrical: 'Electrical',
  plumbing: 'Plumbing',
  furniture: 'Furniture',
  cleaning: 'Cleaning',
  internet: 'Internet',
  pest: 'Pest',
  other: 'Other',
};

export const maintenanceUrgencyLabels: Record<MaintenanceUrgency, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};
