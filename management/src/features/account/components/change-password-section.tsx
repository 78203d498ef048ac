import { useState, type FormEvent } from 'react';
import { changePasswordSchema } from '#contract/auth';
import { messages } from '#contract/messages';
import { PasswordStrength } from '../../../components/password-strength.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { changePassword } from '../api/change-password.ts';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof empty;

/**
 * My Profile's "Change password" (students and staff): the current password and a new one under the
 * reset rules, validated with the contract's schema. Every other session of the account ends; this tab
 * stays signed in.
 */
export function ChangePasswordSection() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation(changePassword);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value })),
    error: errors[field],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const answer = await save.run(parsed.data);
      notifySuccess(answer.message);
      setValues(empty);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notifyFailure(error, messages.auth.passwordChangeFailed);
    }
  };

  return (
    <Card className="p-6">
      <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="change-password-title">
        <div>
          <h2 id="change-password-title" className="text-base font-semibold">
            Change password
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            At least 6 characters with upper and lower case letters and a number. Your other sessions are
            signed out.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            className="sm:col-span-2"
            {...bind('currentPassword')}
          />
          <div className="space-y-2">
            <PasswordField label="New password" autoComplete="new-password" {...bind('newPassword')} />
            <PasswordStrength password={values.newPassword} />
          </div>
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            {...bind('confirmPassword')}
          />
        </div>
        <div className="flex justify-end">
          <Button
            type="submit"
            pending={save.pending}
            disabled={!values.currentPassword || !values.newPassword || !values.confirmPassword}
          >
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}
