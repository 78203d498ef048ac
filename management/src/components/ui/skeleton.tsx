import { cx } from './cx.ts';

export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx('animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)}
    />
  );
}
