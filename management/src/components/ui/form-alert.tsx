import { AlertCircle } from 'lucide-react';
import { cx } from './cx.ts';

/**
 * A form's refusal (lib/form.ts `failureShownIn: 'alert'`), or the error of a group of its fields, in a
 * box above what it is about; nothing while there is none. The form hands it the focus when it appears
 * (tabindex -1: by script, never by Tab), and it is read out as it does.
 */
export function FormAlert({
  message,
  className,
}: {
  message: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <div
      role="alert"
      tabIndex={-1}
      className={cx(
        'flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200',
        className,
      )}
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
