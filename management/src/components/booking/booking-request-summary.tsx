import type { BookingRequestForStudent } from '#contract/booking-requests';
import { requestKindLabels, requestStatusLabels, type RequestStatus } from '#contract/booking-request-labels';
import { formatDateTime } from '../../lib/dates.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';

const statusTone: Record<RequestStatus, BadgeTone> = {
  open: 'amber',
  withdrawn: 'slate',
  approved: 'green',
  declined: 'red',
};

export const RequestStatusBadge = ({ status }: { status: RequestStatus }) => (
  <Badge tone={statusTone[status]}>{requestStatusLabels[status]}</Badge>
);

/** What the student would like instead, in a line: "Single · block B · Room B12 · quiet floor". */
export function preferencesLine(request: BookingRequestForStudent): string | null {
  const preferences = request.preferences;
  if (!preferences) return null;
  const parts = [
    preferences.roomType,
    preferences.block && `block ${preferences.block}`,
    preferences.room && `Room ${preferences.room.roomNumber}`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/**
 * One request about a booking and its outcome, as the student and staff both read it (the booking's
 * screens, issue #30 §2): what the student's view holds, who decided by name.
 */
export function BookingRequestSummary({ request }: { request: BookingRequestForStudent }) {
  const preferences = preferencesLine(request);
  const { decision } = request;
  return (
    <div className="space-y-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{requestKindLabels[request.kind]} request</span>
        <RequestStatusBadge status={request.status} />
        <span className="text-slate-600 dark:text-slate-300">
          asked <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        </span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-600 dark:text-slate-300">Reason</dt>
        <dd className="break-words">{request.reason}</dd>
        {preferences && (
          <>
            <dt className="font-medium text-slate-600 dark:text-slate-300">Would like</dt>
            <dd className="break-words">{preferences}</dd>
          </>
        )}
        {request.preferences?.note && (
          <>
            <dt className="font-medium text-slate-600 dark:text-slate-300">Note</dt>
            <dd className="break-words">{request.preferences.note}</dd>
          </>
        )}
        {decision && (
          <>
            <dt className="font-medium text-slate-600 dark:text-slate-300">
              {decision.outcome === 'approved' ? 'Approved' : 'Declined'}
            </dt>
            <dd className="break-words">
              <time dateTime={decision.at}>{formatDateTime(decision.at)}</time>
              {decision.by.name ? ` by ${decision.by.name}` : ''}
              {decision.roomNumber ? `, moved to Room ${decision.roomNumber}` : ''}: {decision.reason}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
