import { resourceKeys } from '../../../lib/query-client.ts';

/** The queue's filters, as the list's query parameters hold them (contract/maintenance.ts). */
export interface QueueFilters {
  status: string;
  category: string;
  urgency: string;
  block: string;
  assigneeId: string;
  olderThanDays: string;
  sort: string;
  page: number;
}

export const maintenanceKeys = {
  mine: [...resourceKeys.maintenance, 'mine'] as const,
  one: (id: string) => [...resourceKeys.maintenance, 'one', id] as const,
  queue: (filters: QueueFilters) => [...resourceKeys.maintenance, 'queue', filters] as const,
  assignees: [...resourceKeys.maintenance, 'assignees'] as const,
};
