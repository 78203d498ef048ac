import type { ReactNode, Ref } from 'react';
import { Info, AlertTriangle } from 'lucide-react';
import { cx } from './cx.ts';

/**
 * A page-level notice, e.g. maintenance mode or registration closed. One given a `ref` tells the outcome
 * of what the user did, and the focus is put on it by script (tabIndex -1), as on a screen's heading, so
 * it draws no ring: it is no control.
 */
export function Notice({
  tone = 'info',
  title,
  children,
  ref,
}: {
  tone?: 'info' | 'warning';
  title: string;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  const Icon = tone === 'warning' ? AlertTriangle : Info;
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={ref ? -1 : undefined}
      className={cx(
        'flex gap-3 rounded-xl border p-4 text-sm focus:outline-none',
        tone === 'warning'
          ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100'
          : 'border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-brand-900/30 dark:text-brand-100',
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-1">{children}</div>}
      </div>
    </div>
  );
}
