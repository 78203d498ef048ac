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

/** Whether a due time (dueAtOf) has passed at `now`; a request no longer owed never has. */
export const pastDue = (dueAt: string | null, now: Date): boolean =>
  dueAt !== null && dueAt < now.toISOString();

/** When a request's repair is due, and whether it is late at `now`: the queue's row, the request's page. */
export function repairDueOf(
  request: Pick<MaintenanceRequest, 'status' | 'priority' | 'createdAt'>,
  targets: Readonly<Record<MaintenanceUrgency, number>>,
  now: Date,
): RepairDue {
  const dueAt = dueAtOf(request, targets);
  return { dueAt, overdue: pastDue(dueAt, now) };
}

/** Whether a request is past its due time at `now`. */
export const isOverdue = (
  request: Pick<MaintenanceRequest, 'status' | 'priority' | 'createdAt'>,
  targets: Readonly<Record<MaintenanceUrgency, number>>,
  now: Date,
): boolean => pastDue(dueAtOf(request, targets), now);
