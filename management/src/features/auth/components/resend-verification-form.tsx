import { emailRequestSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { resendVerification } from '../api/resend-verification.ts';

/** Sends the verification email again; with a known address it is a single button. */
export function ResendVerificationForm({ email: knownEmail }: { email?: string }) {
  const form = useSchemaForm({
    initial: { email: knownEmail ?? '' },
    schema: emailRequestSchema,
    save: ({ email }) => resendVerification(email),
    failure: messages.auth.resendFailed,
    onSaved: () => notifySuccess(messages.auth.verificationSent),
  });

  return (
    <form onSubmit={form.submit} noValidate className="space-y-3">
      {!knownEmail && <TextField label="Email" type="email" autoComplete="email" {...form.bind('email')} />}
      <Button
        type="submit"
        variant={knownEmail ? 'secondary' : 'primary'}
        pending={form.pending}
        className="w-full"
      >
        Resend verification email
      </Button>
    </form>
  );
}
