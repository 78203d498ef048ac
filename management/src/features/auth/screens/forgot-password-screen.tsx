import { useState, type FormEvent } from 'react';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { emailRequestSchema } from '#contract/auth';
import { messages } from '#contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, messageOf } from '../../../lib/api-error.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { requestPasswordReset } from '../api/forgot-password.ts';
import { AuthLayout } from '../../../components/auth/auth-layout.tsx';
import { textLink } from '../components/link.ts';

function BackToLogin() {
  return (
    <Link to={paths.login} className={`inline-flex items-center gap-1.5 text-sm ${textLink}`}>
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Login
    </Link>
  );
}

export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { run, pending } = useMutation(requestPasswordReset);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email);
      notifyError(messages.auth.invalidEmailToast);
      return;
    }
    setError(undefined);
    try {
      await run(parsed.data.email);
      notifySuccess(messages.auth.resetEmailSent);
      setSentTo(parsed.data.email);
    } catch (failure) {
      // An unknown address shows nothing (§8); the API answers the same for it anyway.
      if (failure instanceof ApiError && (failure.status === 404 || failure.flag('userNotFound'))) return;
      setError(messageOf(failure, messages.auth.sendResetInstructionsFailed));
    }
  };

  if (sentTo)
    return (
      <AuthLayout title="Check Your Email">
        <div className="space-y-5">
          <div className="flex items-start gap-3 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100">
            <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>
              If an account exists for <strong className="break-all">{sentTo}</strong>, we have sent it a link
              to reset the password. The link works for one hour.
            </p>
          </div>
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
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <Button type="submit" pending={pending} className="w-full">
          Send reset link
        </Button>
      </form>
      <div className="mt-6 text-center">
        <BackToLogin />
      </div>
    </AuthLayout>
  );
}
