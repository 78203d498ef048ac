import { KeyRound, Trash2 } from 'lucide-react';
import * as messages from '#contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys.ts';

const m = messages.secondFactor;

/** The browser's refusal (prompt closed, no authenticator) or the server's answer. */
const failureOf = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
    ? m.passkeyCancelled
    : messageOf(error, m.failed);

/**
 * My Profile's passkeys (students and staff): sign in with a fingerprint, face or device PIN instead
 * of a password; for staff, also their second factor (docs/spec.md §12).
 */
export function PasskeysSection() {
  const factors = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const passkeys = factors.data?.passkeys ?? [];

  const addOne = () =>
    add.mutate(undefined, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => notifyError(failureOf(error)),
    });
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
      <Button variant="secondary" onClick={addOne} pending={add.isPending}>
        <KeyRound className="size-4" aria-hidden="true" />
        Add a passkey
      </Button>
    </SectionCard>
  );
}
