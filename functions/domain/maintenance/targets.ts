import type {
  MaintenanceRequest,
  MaintenanceStatus,
  MaintenanceUrgency,
  RepairDue,
} from '#contract/maintenance';

const hourMs = 3_600_000;

/** The states in which a repair is still owed: resolved and closed requests are never overdue. */
const owed: ReadonlySet<MaintenanceStatus> = new Set(['new', 'assigned', 'in_progress', 'waiting_for_parts']);

/**
 * When a request's repair is due: its report time plus its priority's target (settings
 * `repairTargetHours`), or null once it is resolved or closed. A new priority moves the due time.
 */
export function dueAtOf(
  request: Pick<MaintenanceRequest, 'status' | 'priority' | 'createdAt'>,
  targets: Readonly<Record<MaintenanceUrgency, number>>,
): string | null {
  if (!owed.has(request.status)) return null;
  return new Date(Date.parse(request.createdAt) + targets[request.priority] * hourMs).toISOString();
}

/**
 * When a request's repair is due, and whether it is late at `now` (a request no longer owed never is):
 * the queue's row, the request's page, the overdue count.
 */
export function repairDueOf(
  request: Pick<MaintenanceRequest, 'status' | 'priority' | 'createdAt'>,
  targets: Readonly<Record<MaintenanceUrgency, number>>,
  now: Date,
): RepairDue {
  const dueAt = dueAtOf(request, targets);
  return { dueAt, overdue: dueAt !== null && dueAt < now.toISOString() };
}
