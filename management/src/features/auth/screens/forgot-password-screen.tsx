import { useState } from 'react';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { emailRequestSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { requestPasswordReset } from '../api/forgot-password.ts';
import { AuthLayout } from '../../../components/auth/auth-layout.tsx';
import { AuthMessage } from '../../../components/auth/auth-message.tsx';
import { textLink } from '../components/link.ts';
import { EmailAddress } from '../../../components/ui/email-address.tsx';

function BackToLogin() {
  return (
    <Link to={paths.login} className={`inline-flex items-center gap-1.5 text-sm ${textLink}`}>
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Login
    </Link>
  );
}

export function ForgotPasswordScreen() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm({
    initial: { email: '' },
    schema: emailRequestSchema,
    save: ({ email }) => requestPasswordReset(email),
    failure: messages.auth.sendResetInstructionsFailed,
    failureShownIn: 'email',
    // An unknown address shows nothing (§8); the API answers the same for it anyway.
    onRefused: (error) => error instanceof ApiError && (error.status === 404 || error.flag('userNotFound')),
    onInvalid: () => notifyError(messages.auth.invalidEmailToast),
    onSaved: (_, { email }) => {
      notifySuccess(messages.auth.resetEmailSent);
      setSentTo(email);
    },
  });

  if (sentTo)
    return (
      <AuthLayout title="Check Your Email">
        <div className="space-y-5">
          <AuthMessage tone="success" Icon={MailCheck}>
            If an account exists for{' '}
            <strong>
              <EmailAddress address={sentTo} />
            </strong>
            , we have sent it a link to reset the password. The link works for one hour.
          </AuthMessage>
          <div>
            <p className="text-sm font-semibold">Didn’t get it?</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
              <li>Check your spam or junk folder.</li>
              <li>Check that the address above is spelled right.</li>
              <li>Wait a few minutes: mail can take a little while to arrive.</li>
            </ul>
          </div>
          <BackToLogin />
        </div>
      </AuthLayout>
    );

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter your email and we will send you a link to reset your password."
    >
      <form onSubmit={form.submit} noValidate className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email" {...form.bind('email')} />
        <Button type="submit" pending={form.pending} className="w-full">
          Send reset link
        </Button>
      </form>
      <div className="mt-6 text-center">
        <BackToLogin />
      </div>
    </AuthLayout>
  );
}
