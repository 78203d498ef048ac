import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { Card } from './card.tsx';

/** A form on a card of its own, named by its heading (so it is a landmark a screen reader can reach). */
export function FormCard({
  title,
  description,
  onSubmit,
  children,
}: {
  title: string;
  description?: ReactNode;
  onSubmit: (event: FormEvent) => void | Promise<void>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card className="p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby={titleId}>
        <div>
          <h2 id={titleId} className="text-base font-semibold">
            {title}
          </h2>
          {description && (
            <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">{description}</p>
          )}
        </div>
        {children}
      </form>
    </Card>
  );
}

/** A form's buttons at its end: Cancel when the form offers it, then the submit button. */
export function FormActions({
  submitLabel,
  pending,
  disabled,
  variant,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
  onCancel?: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {onCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      )}
      <Button type="submit" variant={variant} pending={pending} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
