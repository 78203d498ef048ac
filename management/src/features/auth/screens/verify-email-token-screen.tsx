import { useEffect } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { messages } from '#contract/messages';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { ResendVerificationForm } from '../components/resend-verification-form.tsx';

export function VerifyEmailTokenScreen() {
  const { token = '' } = useParams();
  const verification = useVerifyEmail(token);

  useEffect(() => {
    if (verification.status === 'success') notifySuccess(messages.auth.emailVerified);
  }, [verification.status]);

  if (verification.status === 'loading')
    return (
      <AuthLayout title="Verifying your email">
        <p role="status" className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
          <Spinner className="size-5 text-brand-600" /> Checking your link…
        </p>
      </AuthLayout>
    );

  if (verification.status === 'error')
    return (
      <AuthLayout title="Verification failed">
        <div className="space-y-5 text-sm">
          <div
            role="alert"
            className="flex items-start gap-3 rounded-lg bg-red-50 p-4 text-red-900 dark:bg-red-950/40 dark:text-red-100"
          >
            <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>{messageOf(verification.error, messages.auth.verificationFailed)}</p>
          </div>
          <p className="text-slate-600 dark:text-slate-400">
            Verification links work once, for 24 hours. Get a new one:
          </p>
          <ResendVerificationForm />
          <Link to={paths.login} className={buttonClasses('secondary', 'w-full')}>
            Back to Login
          </Link>
        </div>
      </AuthLayout>
    );

  return (
    <AuthLayout title="Email verified">
      <div className="space-y-5 text-sm">
        <div className="flex items-start gap-3 rounded-lg bg-emerald-50 p-4 text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>{messages.auth.emailVerified}</p>
        </div>
        <Link to={paths.login} className={buttonClasses('primary', 'w-full')}>
          Sign in
        </Link>
      </div>
    </AuthLayout>
  );
}
