import { MailCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { AuthLayout } from '../../../components/auth/auth-layout.tsx';
import { AuthMessage } from '../../../components/auth/auth-message.tsx';
import { ResendVerificationForm } from '../components/resend-verification-form.tsx';
import { EmailAddress } from '../../../components/ui/email-address.tsx';

export function VerifyEmailSentScreen() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() || undefined;
  return (
    <AuthLayout title="Verify your email">
      <div className="space-y-5 text-sm">
        <AuthMessage tone="info" Icon={MailCheck}>
          We have sent a verification link to{' '}
          {email ? (
            <strong>
              <EmailAddress address={email} />
            </strong>
          ) : (
            'your email address'
          )}
          . Open it to activate your account, then sign in. The link works for 24 hours.
        </AuthMessage>
        <p className="text-slate-600 dark:text-slate-400">
          No email after a few minutes? Check your spam folder, or send it again.
        </p>
        <ResendVerificationForm email={email} />
        <Link to={paths.login} className={buttonClasses('primary', 'w-full')}>
          Back to Login
        </Link>
      </div>
    </AuthLayout>
  );
}
