import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { verifyEmailPasswordSchema } from '#contract/auth';
import { messages } from '#contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { ApiError, messageOf } from '../../../lib/api-error.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { useVerifyEmail, verifyEmailWithPassword } from '../api/verify-email.ts';
import { AuthLayout } from '../../../components/auth/auth-layout.tsx';
import { LinkOutcome } from '../../../components/auth/link-outcome.tsx';
import { ResendVerificationForm } from '../components/resend-verification-form.tsx';

/**
 * When more than one registration claimed the address, the link asks for the password chosen with its
 * own registration before it verifies the account (functions/api/auth/verify-email.ts).
 */
function ConfirmWithPassword({ token, onVerified }: { token: string; onVerified: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const { run, pending } = useMutation(verifyEmailWithPassword);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = verifyEmailPasswordSchema.safeParse({ password });
    if (!parsed.success) return setError(fieldErrors(parsed.error).password);
    setError(undefined);
    try {
      await run(token, parsed.data.password);
      onVerified();
    } catch (failure) {
      setError(
        (failure instanceof ApiError && failure.fieldErrors.password) ||
          messageOf(failure, messages.auth.verificationFailed),
      );
    }
  };

  return (
    <AuthLayout title="Confirm it is you" subtitle={messages.auth.verificationNeedsPassword}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
        />
        <Button type="submit" pending={pending} disabled={!password} className="w-full">
          Verify email
        </Button>
      </form>
    </AuthLayout>
  );
}

export function VerifyEmailTokenScreen() {
  const { token = '' } = useParams();
  const verification = useVerifyEmail(token);
  const [verifiedWithPassword, setVerifiedWithPassword] = useState(false);

  const needsPassword = verification.error instanceof ApiError && verification.error.flag('passwordRequired');
  if (needsPassword && !verifiedWithPassword)
    return <ConfirmWithPassword token={token} onVerified={() => setVerifiedWithPassword(true)} />;

  return (
    <LinkOutcome
      status={verifiedWithPassword ? 'success' : verification.status}
      error={verification.error}
      titles={{ loading: 'Verifying your email', success: 'Email verified', error: 'Verification failed' }}
      successMessage={messages.auth.emailVerified}
      errorFallback={messages.auth.verificationFailed}
      recovery={
        <>
          <p className="text-slate-600 dark:text-slate-400">
            Verification links work once, for 24 hours. Get a new one:
          </p>
          <ResendVerificationForm />
        </>
      }
    />
  );
}
