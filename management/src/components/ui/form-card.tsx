import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { Card } from './card.tsx';
import { DialogActions, useInDialog } from './dialog.tsx';
import { FormAlert } from './form-alert.tsx';
import { CardHeading } from './section-card.tsx';

/** A form on a card of its own, named by its heading (so it is a landmark a screen reader can reach). */
export function FormCard({
  id,
  title,
  description,
  onSubmit,
  children,
}: {
  id?: string;
  title: string;
  description?: ReactNode;
  onSubmit: (event: FormEvent) => void | Promise<void>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card className="p-6">
      <form id={id} onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby={titleId}>
        <CardHeading id={titleId} title={title} description={description} />
        {children}
      </form>
    </Card>
  );
}

/**
 * A form's buttons at its end: Cancel when the form offers it, then the submit button. In a dialog the
 * submit button joins the dialog's footer (naming its form by `form`), and the dialog's own dismiss button
 * is the Cancel.
 */
export function FormActions({
  submitLabel,
  pending,
  disabled,
  variant,
  onCancel,
  form,
}: {
  submitLabel: string;
  pending: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
  onCancel?: () => void;
  /** The form's id, for a submit button a dialog moves out of it. */
  form?: string;
}) {
  const inDialog = useInDialog();
  if (inDialog)
    return (
      <DialogActions>
        <Button type="submit" form={form} variant={variant} pending={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    );
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

/**
 * A form in a dialog: the refusal above its fields when the form shows one there (`failureShownIn:
 * 'alert'`), the fields, and its submit button in the dialog's footer, `disabled` while the form waits
 * for a check of its own (Pay online's "Pay again anyway").
 */
export function DialogForm({
  onSubmit,
  pending,
  disabled,
  alert,
  submitLabel,
  variant,
  children,
}: {
  onSubmit: (event: FormEvent) => void | Promise<void>;
  pending: boolean;
  disabled?: boolean;
  alert?: string | null;
  submitLabel: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <form id={id} noValidate className="space-y-4" onSubmit={onSubmit}>
      <FormAlert message={alert} />
      {children}
      <FormActions
        submitLabel={submitLabel}
        variant={variant}
        pending={pending}
        disabled={disabled}
        form={id}
      />
    </form>
  );
}
