import { useState } from 'react';
import { changeEmailSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { TextField } from '../../../components/ui/field.tsx';
import { CurrentPasswordField } from './current-password-field.tsx';
import { FormActions, FormCard } from '../../../components/ui/form-card.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { requestEmailChange } from '../api/change-email.ts';
import { EmailAddress } from '../../../components/ui/email-address.tsx';

const empty = { newEmail: '', currentPassword: '' };

/**
 * My Profile's "Change email" (students and staff): the new address and the current password. The
 * address changes only once the link mailed to it is used; until then the user signs in as before.
 */
export function ChangeEmailSection({ email }: { email: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const form = useSchemaForm({
    initial: empty,
    schema: changeEmailSchema,
    save: requestEmailChange,
    failure: messages.auth.emailChangeFailed,
    onSaved: (answer) => {
      setSent(answer.message);
      form.setValues(empty);
    },
  });

  return (
    <FormCard
      title="Change email"
      description={
        <>
          You sign in with <EmailAddress address={email} />. We send a confirmation link to the new address;
          it becomes your sign-in email once you use it.
        </>
      }
      onSubmit={form.submit}
    >
      {sent && (
        <p
          role="status"
          className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100"
        >
          {sent}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="New email" type="email" autoComplete="email" {...form.bind('newEmail')} />
        <CurrentPasswordField {...form.bind('currentPassword')} />
      </div>
      <FormActions
        submitLabel="Send confirmation link"
        variant="secondary"
        pending={form.pending}
        disabled={!form.filled}
      />
    </FormCard>
  );
}
