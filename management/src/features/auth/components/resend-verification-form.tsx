import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { emailRequestSchema } from '#contract/auth';
import { messages } from '#contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { fieldErrors } from '../../../lib/form.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { resendVerification } from '../api/resend-verification.ts';

/** Sends the verification email again; with a known address it is a single button. */
export function ResendVerificationForm({ email: knownEmail }: { email?: string }) {
  const [email, setEmail] = useState(knownEmail ?? '');
  const [error, setError] = useState<string | undefined>();
  const { mutateAsync: run, isPending: pending } = useMutation({ mutationFn: resendVerification });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email);
      return;
    }
    setError(undefined);
    try {
      await run(parsed.data.email);
      notifySuccess(messages.auth.verificationSent);
    } catch (failure) {
      notifyFailure(failure, messages.auth.resendFailed);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {!knownEmail && (
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
      )}
      <Button
        type="submit"
        variant={knownEmail ? 'secondary' : 'primary'}
        pending={pending}
        className="w-full"
      >
        Resend verification email
      </Button>
    </form>
  );
}
