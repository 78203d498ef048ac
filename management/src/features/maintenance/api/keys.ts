import { resourceKeys } from '../../../lib/query-client.ts';
import type { QueueFilters } from './maintenance.ts';

export const maintenanceKeys = {
  mine: [...resourceKeys.maintenance, 'mine'] as const,
  one: (id: string) => [...resourceKeys.maintenance, 'one', id] as const,
  queue: (filters: QueueFilters) => [...resourceKeys.maintenance, 'queue', filters] as const,
  assignees: [...resourceKeys.maintenance, 'assignees'] as const,
};
