import type { MaintenanceRequest } from '../../../functions/contract/maintenance.ts';

let sequence = 0;

/**
 * A request for the pure maintenance functions: new plumbing of normal priority in room {block}101,
 * reported and last changed at `at`, with `overrides` on top.
 */
export function aRequest(
  at: string,
  overrides: Partial<MaintenanceRequest> & { block?: string } = {},
): MaintenanceRequest {
  sequence += 1;
  const { block = 'A', ...rest } = overrides;
  return {
    id: `r${sequence}`,
    reporter: { id: 's1', fullName: 'Ama Mensah', email: 'ama@example.com' },
    category: 'plumbing',
    urgency: 'normal',
    priority: 'normal',
    description: 'The tap drips all night.',
    location: { kind: 'room', roomId: 'room1', roomNumber: `${block}101`, block, area: null },
    status: 'new',
    assignee: null,
    createdAt: at,
    updatedAt: at,
    reporterUpdatedAt: at,
    resolvedAt: null,
    photoKeys: [],
    rating: null,
    ...rest,
  };
}
