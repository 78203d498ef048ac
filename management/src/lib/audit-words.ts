import type { AuditEntry } from '#contract/audit';

/**
 * How an audit entry's who and what read, wherever staff see one (the audit trail, the dashboard's recent
 * activity): one wording for both.
 */

const actionLabels: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  activate: 'Activated',
  deactivate: 'Deactivated',
  cancel: 'Cancelled',
  save: 'Saved',
  rollback: 'Rolled back',
};

export function words(value: string): string {
  const spaced = value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** 'booking.cancel' reads 'Booking: Cancelled'; an action we have no word for is spelled out. */
export function actionLabel(action: string): string {
  const dot = action.indexOf('.');
  if (dot < 0) return words(action);
  const verb = action.slice(dot + 1);
  return `${words(action.slice(0, dot))}: ${actionLabels[verb] ?? words(verb)}`;
}

/** The actor's name when they acted, else their role ('Admin, account deleted'). */
export const actorName = (actor: AuditEntry['actor']) =>
  actor.name ?? `${words(actor.role)}, account deleted`;
