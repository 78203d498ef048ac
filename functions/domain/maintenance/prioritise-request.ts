import type {
  MaintenanceRequest,
  MaintenanceRequestDetails,
  MaintenanceUrgency,
} from '#contract/maintenance';
import type { Actor } from '../../data/audit.ts';
import { newEvent } from '../../data/maintenance.ts';
import { outboxPut } from '../../data/outbox.ts';
import { handOnAfterCommit } from '../notifications/after-commit.ts';
import { assertOpenToChange, personOf, requestAudit, writeChange } from './change.ts';
import { urgentRepairFanOut } from './urgent-repair.ts';

/**
 * Whether staff were told already that the request is urgent: reported so, or raised to it before
 * (its history keeps every priority staff set, lowered since or not).
 */
const staffToldUrgent = ({ request, history }: MaintenanceRequestDetails) =>
  request.urgency === 'urgent' || history.some((event) => event.kind === 'priority' && event.to === 'urgent');

/**
 * Sets staff's own priority on a request, beside the reporter's urgency: a staff-only event in its
 * history (the reporter does not see it) and an audit entry with the priority before and after. Raised
 * to urgent when staff were never told it is urgent, it tells every other active staff member as an
 * urgent report does, through the same fan-out, its outbox item written with the change (decision 0062).
 */
export async function prioritiseRequest(
  details: MaintenanceRequestDetails,
  priority: MaintenanceUrgency,
  actor: Actor,
): Promise<MaintenanceRequest> {
  const { request } = details;
  assertOpenToChange(request);
  const changed = newEvent({
    kind: 'priority',
    by: personOf(actor),
    internal: true,
    text: null,
    from: request.priority,
    to: priority,
  });
  const fanOuts =
    priority === 'urgent' && !staffToldUrgent(details) ? [urgentRepairFanOut(request.id, changed)] : [];
  const prioritised = await writeChange(
    request,
    { priority },
    [changed],
    [
      ...requestAudit(request, actor, 'maintenance.priority', { priority: request.priority }, { priority }),
      ...fanOuts.map(outboxPut),
    ],
  );
  await handOnAfterCommit(fanOuts);
  return prioritised;
}
