import { useState } from 'react';
import { verifyEmailPasswordSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { useLinkToken } from '../../../lib/use-link-token.ts';
import { useVerifyEmail, verifyEmail } from '../api/verify-email.ts';
import { AuthLayout } from '../../../components/auth/auth-layout.tsx';
import { LinkOutcome } from '../../../components/auth/link-outcome.tsx';
import { ResendVerificationForm } from '../components/resend-verification-form.tsx';

/**
 * A link verifies only with the password chosen with its own registration, since a mailbox may hold
 * links of someone else's registration of the address (functions/api/auth/verify-email.ts).
 */
function ConfirmWithPassword({ token, onVerified }: { token: string; onVerified: () => void }) {
  const form = useSchemaForm({
    initial: { password: '' },
    schema: verifyEmailPasswordSchema,
    save: ({ password }) => verifyEmail(token, password),
    failure: messages.auth.verificationFailed,
    failureShownIn: 'password',
    onSaved: onVerified,
  });

  return (
    <AuthLayout title="Confirm it is you" subtitle={messages.auth.verificationNeedsPassword}>
      <form onSubmit={form.submit} noValidate className="space-y-4">
        <PasswordField label="Password" autoComplete="current-password" {...form.bind('password')} />
        <Button type="submit" pending={form.pending} disabled={!form.filled} className="w-full">
          Verify email
        </Button>
      </form>
    </AuthLayout>
  );
}

export function VerifyEmailTokenScreen() {
  const token = useLinkToken(paths.verifyEmailConfirm) ?? '';
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
