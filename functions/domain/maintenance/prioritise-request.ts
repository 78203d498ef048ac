import type { MaintenanceRequest, MaintenanceUrgency } from '#contract/maintenance';
import type { Actor } from '../../data/audit.ts';
import { newEvent } from '../../data/maintenance.ts';
import { assertOpenToChange, personOf, requestAudit, writeChange } from './change.ts';

/**
 * Sets staff's own priority on a request, beside the reporter's urgency: a staff-only event in its
 * history (the reporter does not see it) and an audit entry with the priority before and after.
 */
export async function prioritiseRequest(
  request: MaintenanceRequest,
  priority: MaintenanceUrgency,
  actor: Actor,
): Promise<MaintenanceRequest> {
  assertOpenToChange(request);
  const changed = newEvent({
    kind: 'priority',
    by: personOf(actor),
    internal: true,
    text: null,
    from: request.priority,
    to: priority,
  });
  return writeChange(
    request,
    { priority },
    [changed],
    requestAudit(request, actor, 'maintenance.priority', { priority: request.priority }, { priority }),
  );
}
