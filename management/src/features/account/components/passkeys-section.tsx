import { KeyRound, Trash2 } from 'lucide-react';
import * as messages from '#contract/messages';
import { addPasskeyOptionsSchema } from '#contract/second-factor';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import { CurrentPasswordField } from './current-password-field.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { refusedByBrowser } from '../../../lib/passkey-error.ts';
import { addPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys.ts';
import { profileKeys } from '../api/keys.ts';

const m = messages.secondFactor;

const empty = { currentPassword: '' };

/**
 * My Profile's passkeys (students and staff): sign in with a fingerprint, face or device PIN instead
 * of a password; for staff, also their second factor (docs/spec.md §12). Adding one asks for the
 * current password first, like a password or email change: a passkey outlives the password, so a
 * borrowed session must not be enough.
 */
export function PasskeysSection() {
  const factors = usePasskeys();
  const remove = useRemovePasskey();
  const add = useSchemaForm({
    initial: empty,
    schema: addPasskeyOptionsSchema,
    save: addPasskey,
    failure: m.passkeyAddFailed,
    invalidates: [profileKeys.passkeys],
    onRefused: (error) => {
      if (!refusedByBrowser(error)) return false;
      notifyError(m.passkeyCancelled);
      return true;
    },
    onSaved: (answer) => {
      notifySuccess(answer.message);
      add.setValues(empty);
    },
  });
  const passkeys = factors.data?.passkeys ?? [];

  const removeOne = (id: string) =>
    remove.mutate(id, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => notifyError(messageOf(error, m.failed)),
    });

  return (
    <SectionCard
      title="Passkeys"
      description="Sign in with your fingerprint, face or device PIN instead of your password."
    >
      {passkeys.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 p-3 text-sm">
              <span className="flex min-w-0 items-center gap-2">
                <KeyRound className="size-4 shrink-0" aria-hidden="true" />
                <span className="truncate">{passkey.name}</span>
              </span>
              <Button
                variant="ghost"
                aria-label={`Remove ${passkey.name}`}
                pending={remove.isPending && remove.variables === passkey.id}
                onClick={() => removeOne(passkey.id)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form aria-label="Add a passkey" onSubmit={add.submit} noValidate className="space-y-4">
        <CurrentPasswordField
          hint="Adding a passkey needs your password. We email you whenever one is added."
          {...add.bind('currentPassword')}
        />
        <FormActions
          submitLabel="Add a passkey"
          variant="secondary"
          pending={add.pending}
          disabled={!add.filled}
        />
      </form>
    </SectionCard>
  );
}
