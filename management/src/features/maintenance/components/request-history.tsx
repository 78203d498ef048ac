import {
  maintenanceStatusLabels,
  maintenanceUrgencyLabels,
  type MaintenanceStatus,
  type MaintenanceUrgency,
  type ReportersEvent,
} from '#contract/maintenance';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/dates.ts';

function whatHappened(event: ReportersEvent): string {
  switch (event.kind) {
    case 'reported':
      return 'Reported the problem';
    case 'status':
      if (event.rating) return `Confirmed, rated ${event.rating} of 5`;
      return `Status: ${maintenanceStatusLabels[event.to as MaintenanceStatus] ?? event.to}`;
    case 'assigned':
      return `Assigned to ${event.to ?? ''}`;
    case 'priority':
      return `Priority: ${maintenanceUrgencyLabels[event.to as MaintenanceUrgency] ?? event.to}`;
    case 'comment':
      return 'Commented';
  }
}

/** A request's history, oldest first: who did what and when, with notes and comments in full. */
export function RequestHistory({ history }: { history: readonly ReportersEvent[] }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-base font-semibold">History</h2>
      <ol className="mt-4 space-y-4" aria-label="Request history">
        {history.map((event) => (
          <li key={event.id} className="border-l-2 border-slate-200 pl-3 dark:border-slate-700">
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
              {whatHappened(event)}
              {event.internal && <Badge tone="amber">Internal</Badge>}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {event.by.fullName || 'Someone'} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </p>
            {event.text && event.kind !== 'assigned' && (
              <p className="mt-1 text-sm break-words whitespace-pre-line">{event.text}</p>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
