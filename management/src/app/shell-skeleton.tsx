import { Skeleton } from '../components/ui/skeleton.tsx';

/** What shows while the tab's session is being checked (docs/spec.md §2, §4). */
export function ShellSkeleton() {
  return (
    <div className="flex min-h-screen" role="status" aria-live="polite">
      <span className="sr-only">Loading…</span>
      <div className="hidden w-64 flex-col gap-3 border-r border-slate-200 bg-white p-4 md:flex dark:border-slate-800 dark:bg-slate-900">
        <Skeleton className="h-9 w-40" />
        <Skeleton className="mt-6 h-8 w-full" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
      <div className="flex-1">
        <div className="flex h-16 items-center gap-4 border-b border-slate-200 bg-white px-6 dark:border-slate-800 dark:bg-slate-900">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="ml-auto size-9 rounded-full" />
        </div>
        <div className="mx-auto max-w-6xl space-y-4 p-8">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      </div>
    </div>
  );
}
