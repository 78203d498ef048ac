import type { InputHTMLAttributes } from 'react';
import { Search } from 'lucide-react';
import { cx } from './cx.ts';

const look = {
  /** On a card or a page. */
  plain: 'bg-white dark:bg-slate-900',
  /** On the top bar, whose white it would melt into: grey until it has the focus. */
  filled: 'bg-slate-50 focus:bg-white dark:bg-slate-800 dark:focus:bg-slate-900',
};

/**
 * A search box with its magnifier drawn inside (the top bar's, the student's room search); it is named by
 * the caller, with a label's `id` or an `aria-label`. The lists' own filters are labelled fields
 * (ListFilters).
 */
export function SearchInput({
  tone = 'plain',
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { tone?: keyof typeof look }) {
  return (
    <div className={cx('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        type="search"
        {...input}
        className={cx(
          'block w-full rounded-lg border border-slate-300 py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 dark:border-slate-700 dark:text-slate-100 dark:placeholder:text-slate-400',
          look[tone],
        )}
      />
    </div>
  );
}
