import type { ComponentProps } from 'react';
import { cx } from './cx.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'quiet-danger' | 'danger';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-600 text-white shadow-sm hover:bg-brand-700 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost:
    'text-slate-700 hover:bg-slate-100 disabled:bg-transparent dark:text-slate-200 dark:hover:bg-slate-800 dark:disabled:bg-transparent',
  /** A ghost in danger's colour: the destructive action among a list row's quiet ones. */
  'quiet-danger':
    'text-red-700 hover:bg-slate-100 disabled:bg-transparent dark:text-red-300 dark:hover:bg-slate-800 dark:disabled:bg-transparent',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
};

/**
 * How big a button is: `md` for a form's or a screen's actions, `sm` for the actions of a list's row,
 * `xs` beside a heading or a list's item (an icon alone, "Mark all as read"). A size is asked for here
 * and not with classes handed in: `cx` only joins class names and Tailwind writes its rules in an order
 * of its own, in which `min-h-10 px-4` comes after `min-h-8 px-2`, so a smaller size passed as classes
 * silently stayed the full one.
 */
export type ButtonSize = 'md' | 'sm' | 'xs';

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-10 px-4 py-2 text-sm',
  sm: 'min-h-9 px-2.5 py-2 text-sm',
  xs: 'min-h-8 px-2 py-1 text-xs',
};

/**
 * A button that cannot be pressed looks the same whatever its variant, hovered or not: grey words, on a
 * grey fill where the variant has a fill, at 3:1 or more in both schemes. WCAG exempts disabled controls,
 * but the faded brand fill this replaces read at 2:1 in dark mode, and what cannot be pressed yet must
 * still be read. So does a label drawn as a button round an input that is disabled (Add photos).
 */
const disabledLook =
  'disabled:cursor-not-allowed disabled:text-slate-500 disabled:shadow-none dark:disabled:text-slate-400 has-disabled:cursor-not-allowed has-disabled:text-slate-500 has-disabled:shadow-none dark:has-disabled:text-slate-400';
const disabledFill =
  'disabled:bg-slate-100 dark:disabled:bg-slate-800/60 has-disabled:bg-slate-100 dark:has-disabled:bg-slate-800/60';
/** The variants drawn without a fill keep none when disabled. */
const unfilled: ReadonlySet<ButtonVariant> = new Set(['ghost', 'quiet-danger']);

/**
 * The classes of a button, also for links that look like one. `extra` places the button (a margin, a
 * width); its size and colours are the variant's and the size's, which classes in `extra` cannot change.
 */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  extra?: string,
  size: ButtonSize = 'md',
): string {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    sizes[size],
    variants[variant],
    disabledLook,
    !unfilled.has(variant) && disabledFill,
    extra,
  );
}

/**
 * A button. While `pending` (its call on the way) it ignores presses but is not disabled: a focused button
 * that is disabled drops the focus to the page's body, so a keyboard user who pressed Save started again
 * from the top of the page.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  pending = false,
  className,
  children,
  disabled,
  type = 'button',
  onClick,
  ...rest
}: ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  pending?: boolean;
}) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, className, size)}
      disabled={disabled}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      // Cancelling the press also cancels the form's submission, Enter in a field included.
      onClick={pending ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {pending && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
