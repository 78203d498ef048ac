import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:bg-brand-600/60 dark:bg-brand-500 dark:hover:bg-brand-400 dark:text-slate-950',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:bg-slate-100 disabled:text-slate-500 disabled:shadow-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:disabled:bg-slate-800/60 dark:disabled:text-slate-400',
  ghost:
    'text-slate-700 hover:bg-slate-100 disabled:bg-transparent disabled:text-slate-500 dark:text-slate-200 dark:hover:bg-slate-800 dark:disabled:bg-transparent dark:disabled:text-slate-400',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:bg-red-600/60',
};

/** The classes of a button, also for links that look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra?: string): string {
  return cx(
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed',
    variants[variant],
    extra,
  );
}

export function Button({
  variant = 'primary',
  pending = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; pending?: boolean }) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
