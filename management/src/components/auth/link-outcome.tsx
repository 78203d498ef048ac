import { useEffect, type ReactNode } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { messageOf } from '../../lib/api-error.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { AuthLayout } from './auth-layout.tsx';
import { AuthMessage } from './auth-message.tsx';

export interface LinkOutcomeProps {
  status: 'pending' | 'success' | 'error';
  error?: unknown;
  titles: { loading: string; success: string; error: string };
  /** Shown, and toasted once, when the link worked. */
  successMessage: string;
  /** Shown when the link failed and the server said nothing usable. */
  errorFallback: string;
  /** What the user can do next when the link failed. */
  recovery: ReactNode;
}

/**
 * What a one-time emailed link did (email verification, a new address's confirmation): checking,
 * done with the way on to sign-in, or failed with the way to a new link.
 */
export function LinkOutcome({
  status,
  error,
  titles,
  successMessage,
  errorFallback,
  recovery,
}: LinkOutcomeProps) {
  useEffect(() => {
    if (status === 'success') notifySuccess(successMessage);
  }, [status, successMessage]);

  if (status === 'pending')
    return (
      <AuthLayout title={titles.loading}>
        <p role="status" className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
          <Spinner className="size-5 text-brand-600" /> Checking your link…
        </p>
      </AuthLayout>
    );

  if (status === 'error')
    return (
      <AuthLayout title={titles.error}>
        <div className="space-y-5 text-sm">
          <AuthMessage tone="failure" Icon={XCircle} role="alert">
            {messageOf(error, errorFallback)}
          </AuthMessage>
          {recovery}
          <Link to={paths.login} className={buttonClasses('secondary', 'w-full')}>
            Back to Login
          </Link>
        </div>
      </AuthLayout>
    );

  return (
    <AuthLayout title={titles.success}>
      <div className="space-y-5 text-sm">
        <AuthMessage tone="success" Icon={CheckCircle2}>
          {successMessage}
        </AuthMessage>
        <Link to={paths.login} className={buttonClasses('primary', 'w-full')}>
          Sign in
        </Link>
      </div>
    </AuthLayout>
  );
}
