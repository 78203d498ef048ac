import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ComponentProps,
  type ReactNode,
  type Ref,
} from 'react';
import { Eye, EyeOff } from 'lucide-react';
import type { FilterOption } from '../../lib/list-params.ts';
import { Button } from './button.tsx';
import { cx } from './cx.ts';

/**
 * A focused control shows the page's one focus ring (styles.css), a solid outline at 3:1 or more in both
 * schemes; the faint ring it had instead, brand at 40 %, read at 1.7:1 and left a keyboard user guessing
 * which field they were in.
 */
const control =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 disabled:opacity-60 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500';

function controlClasses(invalid: boolean): string {
  return cx(
    control,
    invalid
      ? 'border-red-500 focus:border-red-500 dark:border-red-400'
      : 'border-slate-300 focus:border-brand-500 dark:border-slate-700',
  );
}

/**
 * A text field shown but not editable (a currency fixed by recorded money, a capacity its room type sets)
 * looks it. Text inputs only: a select always matches :read-only.
 */
const readOnlyText =
  'read-only:bg-slate-100 read-only:text-slate-600 read-only:shadow-none dark:read-only:bg-slate-800 dark:read-only:text-slate-300';

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** A labelled control with its error under it, tied together for screen readers. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children}
      {hint && !error && (
        <div id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export function TextField({ label, error, hint, className, ...input }: FieldProps & ComponentProps<'input'>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        className={cx(controlClasses(Boolean(error)), readOnlyText)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}

/** A multi-line text input. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: FieldProps & ComponentProps<'textarea'>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        className={controlClasses(Boolean(error))}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...textarea}
      />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={cx(controlClasses(Boolean(error)), 'pr-11')}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
        >
          {visible ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
    </FieldFrame>
  );
}

/**
 * A select's options as data: `choices` in order, each shown as `choiceLabel` says (as it is, without
 * one), or given with words of their own as `{ value, label }` (a list's filters, lib/list-params.ts),
 * after a first empty option reading `placeholder` when there is one. `children` adds options a list
 * does not hold.
 */
interface Choices<T extends string | number> {
  choices?: readonly (T | FilterOption)[];
  choiceLabel?: (choice: T) => string;
  placeholder?: string;
}

export function SelectField<T extends string | number = string>({
  label,
  error,
  hint,
  className,
  children,
  choices = [],
  choiceLabel = String,
  placeholder,
  ...select
}: FieldProps & ComponentProps<'select'> & Choices<T>) {
  const id = useId();
  const labelled = (choice: T | FilterOption): FilterOption =>
    typeof choice === 'object' ? choice : { value: String(choice), label: choiceLabel(choice) };
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {/*
       * As tall as a text field (38 px): Chromium draws a select with the same padding 2 px shorter, so
       * beside one (a filter bar, Add an admin) its label sat lower and its bottom edge above theirs.
       */}
      <select
        id={id}
        className={cx(controlClasses(Boolean(error)), 'h-9.5')}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map(labelled).map(({ value, label: text }) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}

export function Checkbox({
  label,
  className,
  ...input
}: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const id = useId();
  return (
    <div className={cx('flex items-start gap-2', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600 dark:border-slate-600"
        {...input}
      />
      <label htmlFor={id} className="flex-1 text-sm text-slate-700 dark:text-slate-200">
        {label}
      </label>
    </div>
  );
}

/**
 * One entry of a list of fields (a check-out's deduction, a room's own price, an instalment) and its
 * Remove, named by `removeLabel` for a screen reader. From `sm` up the fields stand side by side in
 * `columns`, lined up by their tops: lined up by their bottoms, a message under one field lifted its
 * label and box above the others'. Remove sits level with the boxes, below a label's line and the
 * frame's gap (FieldFrame). On a phone the fields stack and Remove follows them at the start, where
 * stretched across the row it stood apart from both.
 */
export function FieldsRow({
  columns,
  removeLabel,
  removeRef,
  onRemove,
  children,
}: {
  columns: string;
  removeLabel: string;
  removeRef: Ref<HTMLButtonElement>;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <div className={cx('grid gap-2 sm:items-start', columns)}>
      {children}
      <div className="sm:pt-6.5">
        <Button ref={removeRef} variant="ghost" aria-label={removeLabel} onClick={onRemove}>
          Remove
        </Button>
      </div>
    </div>
  );
}
