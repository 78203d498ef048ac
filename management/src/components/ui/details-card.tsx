import type { ReactNode } from 'react';
import { missingValue } from '#contract/shown-values';
import { Card } from './card.tsx';

/** A card of read-only facts under a heading, with an optional action beside the heading. */
export function DetailsCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        {action}
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">{children}</dl>
    </Card>
  );
}

/** One fact of a DetailsCard; an empty value reads N/A (docs/spec.md §9). */
export function DetailRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 font-medium break-words">{value || missingValue}</dd>
    </div>
  );
}
