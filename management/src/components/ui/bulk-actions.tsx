import type { ReactNode } from 'react';
import type { BulkOutcome } from '../../lib/bulk.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

/** The bar over a list while rows are selected: how many, the bulk actions, and a way to clear. */
export function BulkBar({
  count,
  noun,
  onClear,
  children,
}: {
  count: number;
  noun: string;
  onClear: () => void;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Selected rows"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm dark:border-brand-900 dark:bg-brand-950/60"
    >
      <p className="mr-auto font-semibold" aria-live="polite">
        {count} {noun}
        {count === 1 ? '' : 's'} selected
      </p>
      {children}
      <Button variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}

/** What a bulk action did: how many were done, and each refusal with its reason. */
export function BulkSummary({
  title,
  outcomes,
  onClose,
}: {
  title: string;
  outcomes: BulkOutcome[] | null;
  onClose: () => void;
}) {
  const done = outcomes?.filter((outcome) => outcome.done) ?? [];
  const refused = outcomes?.filter((outcome) => !outcome.done) ?? [];
  return (
    <Dialog open={outcomes !== null} title={title} onClose={onClose}>
      <div className="space-y-4 text-sm">
        <p>
          <strong>{done.length}</strong> done, <strong>{refused.length}</strong> refused.
        </p>
        {done.length > 0 && (
          <section>
            <h3 className="font-semibold">Done</h3>
            <ul className="mt-1 list-disc pl-5">
              {done.map((outcome) => (
                <li key={outcome.key}>{outcome.label}</li>
              ))}
            </ul>
          </section>
        )}
        {refused.length > 0 && (
          <section>
            <h3 className="font-semibold">Refused</h3>
            <ul className="mt-1 list-disc pl-5">
              {refused.map((outcome) => (
                <li key={outcome.key}>
                  {outcome.label}: <span className="text-red-700 dark:text-red-300">{outcome.message}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Dialog>
  );
}
