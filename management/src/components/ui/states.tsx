import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, Inbox } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from './button.tsx';
import { Card } from './card.tsx';
import { Skeleton } from './skeleton.tsx';
import { ApiError, messageOf } from '../../lib/api-error.ts';
import { refocusOnceDropped } from '../../lib/screen-heading.ts';

/**
 * Placeholder cards while a fetch is on its way; announced once to screen readers. Marked as loading for
 * a dialog, which waits for it before it gives the focus to its first field (./modal.tsx).
 */
export function LoadingState({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" data-loading className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full" />
      ))}
    </div>
  );
}

/**
 * A read that failed: its message, with Try again (`onRetry`), or, where the same read would fail again,
 * the `wayOut` that can help instead.
 */
export function ErrorState({
  message,
  onRetry,
  wayOut,
}: {
  message: string;
  onRetry?: () => void;
  wayOut?: { label: string; onClick: () => void };
}) {
  const action = wayOut ?? (onRetry && { label: 'Try again', onClick: onRetry });
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <AlertTriangle className="size-6 text-red-600 dark:text-red-300" aria-hidden="true" />
      <p className="text-sm font-medium text-red-800 dark:text-red-200">{message}</p>
      {action && (
        <Button
          variant="secondary"
          onClick={(event) => {
            // The button leaves with the failure: the focus goes on from the screen's heading.
            refocusOnceDropped(event.currentTarget);
            action.onClick();
          }}
        >
          {action.label}
        </Button>
      )}
    </div>
  );
}

/** What a record's screen says when its record is not there, and where it leads back to. */
export interface RecordMissing {
  /** The screen's heading, unless the screen has one of its own. */
  title?: string;
  body: string;
  back?: { to: string; label: string };
}

/**
 * A record's screen whose read failed. A record that is not there (404, or 400 for an id the API
 * refuses; 403 where the API answers another's record and a missing one alike, docs/spec.md §6) says
 * so, with the way back: a link in an old mail or notice to a request, room, booking or
 * student removed since is the usual way here, and trying again cannot bring it back. Any other
 * failure offers a retry.
 */
export function RecordFailed({
  error,
  failed,
  missing,
  onRetry,
}: {
  error: unknown;
  failed: string;
  missing: RecordMissing;
  onRetry: () => void;
}) {
  const status = error instanceof ApiError ? error.status : 0;
  if (![400, 403, 404].includes(status))
    return <ErrorState message={messageOf(error, failed)} onRetry={onRetry} />;
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      {missing.title && <h1 className="text-2xl font-bold">{missing.title}</h1>}
      <p className="text-slate-600 dark:text-slate-400">{missing.body}</p>
      {missing.back && (
        <Link to={missing.back.to} className={buttonClasses('primary')}>
          {missing.back.label}
        </Link>
      )}
    </Card>
  );
}

/** A query's failure, with a retry: the server's message, else `failed`; nothing while it has not failed. */
export function QueryFailed({
  query,
  failed,
}: {
  query: Pick<UseQueryResult, 'status' | 'error' | 'refetch'>;
  failed: string;
}) {
  if (query.status !== 'error') return null;
  return <ErrorState message={messageOf(query.error, failed)} onRetry={() => void query.refetch()} />;
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <Inbox className="size-8 text-slate-400" aria-hidden="true" />
      <h2 className="text-base font-semibold">{title}</h2>
      {children && <div className="text-sm text-slate-600 dark:text-slate-400">{children}</div>}
    </div>
  );
}
