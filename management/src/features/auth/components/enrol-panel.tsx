import { useState } from 'react';
import { KeyRound, Smartphone } from 'lucide-react';
import * as messages from '#contract/messages';
import { totpFormSchema } from '#contract/second-factor';
import { Button } from '../../../components/ui/button.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { enrolPasskey, enrolTotp, startTotpEnrolment, type SignedIn } from '../api/second-factor.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { passkeyFailure } from '../../../lib/passkey-error.ts';
import { AuthenticatorCodeField } from './authenticator-code-field.tsx';

const m = messages.secondFactor;

/** The secret an authenticator app takes, shown in groups of four and as an otpauth:// link. */
function TotpSetUp({
  ticket,
  secret,
  uri,
  onSignedIn,
}: {
  ticket: string;
  secret: string;
  uri: string;
  onSignedIn: (answer: SignedIn) => void;
}) {
  const form = useSchemaForm({
    initial: { code: '' },
    schema: totpFormSchema,
    save: ({ code }: { code: string }) => enrolTotp(ticket, code),
    failure: m.failed,
    failureShownIn: 'code',
    onSaved: onSignedIn,
  });
  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      <div className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
        <p>Add this key to your authenticator app (or open the link on the phone that holds the app):</p>
        <p
          className="rounded-lg bg-slate-100 p-3 font-mono text-base tracking-wider break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
          data-testid="totp-secret"
        >
          {secret.match(/.{1,4}/g)?.join(' ')}
        </p>
        <a
          href={uri}
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          Open in authenticator app
        </a>
      </div>
      <AuthenticatorCodeField
        hint="Type the 6-digit code the app now shows, to prove it is set up."
        {...form.bind('code')}
      />
      <Button type="submit" pending={form.pending} className="w-full">
        Verify and sign in
      </Button>
    </form>
  );
}

/** A first staff sign-in: set up a passkey or an authenticator app before any session opens. */
export function EnrolPanel({
  ticket,
  onSignedIn,
}: {
  ticket: string;
  onSignedIn: (answer: SignedIn) => void;
}) {
  const [totp, setTotp] = useState<{ secret: string; uri: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'passkey' | 'totp' | null>(null);

  const createPasskey = async () => {
    setError(null);
    setPending('passkey');
    try {
      onSignedIn(await enrolPasskey(ticket));
    } catch (failure) {
      setError(passkeyFailure(failure));
    } finally {
      setPending(null);
    }
  };
  const setUpApp = async () => {
    setError(null);
    setPending('totp');
    try {
      setTotp((await startTotpEnrolment(ticket)).totp);
    } catch (failure) {
      setError(messageOf(failure, m.failed));
    } finally {
      setPending(null);
    }
  };

  if (totp) return <TotpSetUp ticket={ticket} secret={totp.secret} uri={totp.uri} onSignedIn={onSignedIn} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{m.enrolRequired}</p>
      <FormAlert message={error} />
      <Button
        onClick={createPasskey}
        pending={pending === 'passkey'}
        disabled={pending !== null}
        className="w-full"
      >
        <KeyRound className="size-4" aria-hidden="true" />
        Create a passkey
      </Button>
      <Button
        variant="secondary"
        onClick={setUpApp}
        pending={pending === 'totp'}
        disabled={pending !== null}
        className="w-full"
      >
        <Smartphone className="size-4" aria-hidden="true" />
        Set up an authenticator app
      </Button>
    </div>
  );
}

/** The recovery codes of a new second factor: shown this once. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">{m.enrolled}</p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button onClick={onDone} className="w-full">
        I have saved my recovery codes
      </Button>
    </div>
  );
}
