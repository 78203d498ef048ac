import { useState, type FormEvent } from 'react';
import { changeEmailSchema } from '#contract/auth';
import { messages } from '#contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PasswordField, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { requestEmailChange } from '../api/change-email.ts';

const empty = { newEmail: '', currentPassword: '' };
type Field = keyof typeof empty;

/**
 * My Profile's "Change email" (students and staff): the new address and the current password. The
 * address changes only once the link mailed to it is used; until then the user signs in as before.
 */
export function ChangeEmailSection({ email }: { email: string }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const save = useMutation(requestEmailChange);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value })),
    error: errors[field],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = changeEmailSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const answer = await save.run(parsed.data);
      setSent(answer.message);
      setValues(empty);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notifyFailure(error, messages.auth.emailChangeFailed);
    }
  };

  return (
    <Card className="p-6">
      <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="change-email-title">
        <div>
          <h2 id="change-email-title" className="text-base font-semibold">
            Change email
          </h2>
          <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
            You sign in with {email}. We send a confirmation link to the new address; it becomes your sign-in
            email once you use it.
          </p>
        </div>
        {sent && (
          <p
            role="status"
            className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100"
          >
            {sent}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="New email" type="email" autoComplete="email" {...bind('newEmail')} />
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            {...bind('currentPassword')}
          />
        </div>
        <div className="flex justify-end">
          <Button
            type="submit"
            variant="secondary"
            pending={save.pending}
            disabled={!values.newEmail || !values.currentPassword}
          >
            Send confirmation link
          </Button>
        </div>
      </form>
    </Card>
  );
}
