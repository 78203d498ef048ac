import { changePasswordSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { PasswordStrength } from '../../../components/password-strength.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { CurrentPasswordField } from './current-password-field.tsx';
import { FormActions, FormCard } from '../../../components/ui/form-card.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { changePassword } from '../api/change-password.ts';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * My Profile's "Change password" (students and staff): the current password and a new one under the
 * reset rules, validated with the contract's schema. Every other session of the account ends; this tab
 * stays signed in.
 */
export function ChangePasswordSection() {
  const form = useSchemaForm({
    initial: empty,
    schema: changePasswordSchema,
    save: changePassword,
    failure: messages.auth.passwordChangeFailed,
    onSaved: (answer) => {
      notifySuccess(answer.message);
      form.setValues(empty);
    },
  });

  return (
    <FormCard
      title="Change password"
      description="At least 8 characters, not a common or leaked password. Your other sessions are signed out."
      onSubmit={form.submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <CurrentPasswordField className="sm:col-span-2" {...form.bind('currentPassword')} />
        <div className="space-y-2">
          <PasswordField label="New password" autoComplete="new-password" {...form.bind('newPassword')} />
          <PasswordStrength password={form.values.newPassword} error={form.errors.newPassword} />
        </div>
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...form.bind('confirmPassword')}
        />
      </div>
      <FormActions submitLabel="Change password" pending={form.pending} disabled={!form.filled} />
    </FormCard>
  );
}
