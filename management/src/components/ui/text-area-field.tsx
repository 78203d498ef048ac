import { useId, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx.ts';

/** A labelled multi-line text input with its error under it, tied together for screen readers. */
export function TextAreaField({
  label,
  error,
  className,
  ...textarea
}: { label: string; error?: string; className?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <textarea
        id={id}
        className={cx(
          'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500/40 focus:outline-none disabled:opacity-60 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500',
          error
            ? 'border-red-500 focus:border-red-500 dark:border-red-400'
            : 'border-slate-300 focus:border-brand-500 dark:border-slate-700',
        )}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
