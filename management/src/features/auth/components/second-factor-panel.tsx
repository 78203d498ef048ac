import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import * as messages from '#contract/messages';
import { recoveryFormSchema, totpFormSchema, type SecondFactorStep } from '#contract/second-factor';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { signInWithPasskey, verifyCode, type SignedIn } from '../api/second-factor.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { passkeyFailure } from '../../../lib/passkey-error.ts';
import { AuthenticatorCodeField } from './authenticator-code-field.tsx';

const m = messages.secondFactor;

/** One code form: the authenticator app's six digits, or a recovery code. */
function CodeForm({
  ticket,
  method,
  onSignedIn,
}: {
  ticket: string;
  method: 'totp' | 'recovery';
  onSignedIn: (answer: SignedIn) => void;
}) {
  const form = useSchemaForm({
    initial: { code: '' },
    schema: method === 'totp' ? totpFormSchema : recoveryFormSchema,
    save: ({ code }: { code: string }) => verifyCode(ticket, method, code),
    failure: m.failed,
    failureShownIn: 'code',
    onSaved: onSignedIn,
  });
  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      {method === 'totp' ? (
        <AuthenticatorCodeField
          hint="The 6-digit code your authenticator app shows for this account."
          {...form.bind('code')}
        />
      ) : (
        <TextField
          label="Recovery code"
          autoComplete="off"
          spellCheck={false}
          hint="One of the codes you saved when you set up your second factor. Each works once."
          {...form.bind('code')}
        />
      )}
      <Button type="submit" pending={form.pending} className="w-full">
        Verify
      </Button>
    </form>
  );
}

/** The second step of a staff sign-in: a passkey, the authenticator app, or a recovery code. */
export function SecondFactorPanel({
  step,
  onSignedIn,
}: {
  step: SecondFactorStep;
  onSignedIn: (answer: SignedIn) => void;
}) {
  const codeMethods = step.methods.filter((method) => method !== 'passkey');
  const [method, setMethod] = useState<'totp' | 'recovery'>(codeMethods[0] ?? 'totp');
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const usePasskey = async () => {
    setPasskeyError(null);
    setPending(true);
    try {
      onSignedIn(await signInWithPasskey({ ticket: step.ticket }));
    } catch (error) {
      setPasskeyError(passkeyFailure(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-400">{m.required(step.methods)}</p>
      {step.methods.includes('passkey') && (
        <div className="space-y-3">
          <FormAlert message={passkeyError} />
          <Button onClick={usePasskey} pending={pending} className="w-full">
            <KeyRound className="size-4" aria-hidden="true" />
            Use your passkey
          </Button>
        </div>
      )}
      {codeMethods.length > 0 && (
        <div className="space-y-3">
          <CodeForm key={method} ticket={step.ticket} method={method} onSignedIn={onSignedIn} />
          {codeMethods.length > 1 && (
            <button
              type="button"
              className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
              onClick={() => setMethod(method === 'totp' ? 'recovery' : 'totp')}
            >
              {method === 'totp' ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
