import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, Inbox } from 'lucide-react';
import { Button } from './button.tsx';
import { Skeleton } from './skeleton.tsx';
import { messageOf } from '../../lib/api-error.ts';

/** Placeholder cards while a fetch is on its way; announced once to screen readers. */
export function LoadingState({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full" />
      ))}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <AlertTriangle className="size-6 text-red-600 dark:text-red-300" aria-hidden="true" />
      <p className="text-sm font-medium text-red-800 dark:text-red-200">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
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
