import { useEffect } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { messages } from '#contract/messages';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useConfirmEmailChange } from '../api/change-email.ts';
import { AuthLayout } from '../../auth/components/auth-layout.tsx';

/** The link mailed to a new address (/confirm-email/{token}): makes it the sign-in address. */
export function ConfirmEmailScreen() {
  const { token = '' } = useParams();
  const verification = useConfirmEmailChange(token);

  useEffect(() => {
    if (verification.status === 'success') notifySuccess(messages.auth.emailChangeConfirmed);
  }, [verification.status]);

  if (verification.status === 'loading')
    return (
      <AuthLayout title="Confirming your new email">
        <p role="status" className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
          <Spinner className="size-5 text-brand-600" /> Checking your link…
        </p>
      </AuthLayout>
    );

  if (verification.status === 'error')
    return (
      <AuthLayout title="Confirmation failed">
        <div className="space-y-5 text-sm">
          <div
            role="alert"
            className="flex items-start gap-3 rounded-lg bg-red-50 p-4 text-red-900 dark:bg-red-950/40 dark:text-red-100"
          >
            <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>{messageOf(verification.error, messages.auth.emailChangeConfirmFailed)}</p>
          </div>
          <p className="text-slate-600 dark:text-slate-400">
            Confirmation links work once, for 24 hours. Ask for a new one under My Profile, Change email.
          </p>
          <Link to={paths.login} className={buttonClasses('secondary', 'w-full')}>
            Back to Login
          </Link>
        </div>
      </AuthLayout>
    );

  return (
    <AuthLayout title="Email changed">
      <div className="space-y-5 text-sm">
        <div className="flex items-start gap-3 rounded-lg bg-emerald-50 p-4 text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>{messages.auth.emailChangeConfirmed}</p>
        </div>
        <Link to={paths.login} className={buttonClasses('primary', 'w-full')}>
          Sign in
        </Link>
      </div>
    </AuthLayout>
  );
}
