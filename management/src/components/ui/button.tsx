import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-600 text-white shadow-sm hover:bg-brand-700 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost:
    'text-slate-700 hover:bg-slate-100 disabled:bg-transparent dark:text-slate-200 dark:hover:bg-slate-800 dark:disabled:bg-transparent',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
};

/**
 * A button that cannot be pressed looks the same whatever its variant, hovered or not: grey words, on a
 * grey fill where the variant has a fill, at 3:1 or more in both schemes. WCAG exempts disabled controls,
 * but the faded brand fill this replaces read at 2:1 in dark mode, and what cannot be pressed yet must
 * still be read.
 */
const disabledLook =
  'disabled:cursor-not-allowed disabled:text-slate-500 disabled:shadow-none dark:disabled:text-slate-400';
const disabledFill = 'disabled:bg-slate-100 dark:disabled:bg-slate-800/60';

/** The classes of a button, also for links that look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra?: string): string {
  return cx(
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors',
    variants[variant],
    disabledLook,
    variant !== 'ghost' && disabledFill,
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
