import { useEffect, useState } from 'react';
import { CheckCircle2, Circle, ShieldX } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { resetPasswordFormSchema } from '#contract/auth';
import { passwordRequirements } from '#contract/passwords';
import * as messages from '#contract/messages';
import { PasswordStrength } from '../../../components/password-strength.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { PasswordField } from '../../../components/ui/field.tsx';
import { redirectDelays } from '../../../config/constants.ts';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { useCommonPasswords } from '../../../lib/common-passwords.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { useLinkToken } from '../../../lib/use-link-token.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { resetPassword } from '../api/reset-password.ts';
import { AuthLayout } from '../../../components/auth/auth-layout.tsx';
import { AuthMessage } from '../../../components/auth/auth-message.tsx';

/** Whether a refusal means the link itself is bad, which switches to the invalid-link view (§4). */
export function isInvalidLinkMessage(message: string): boolean {
  return /token|expired/i.test(message);
}

function MissingToken() {
  useEffect(() => notifyError(messages.auth.invalidResetToken), []);
  return <Navigate to={paths.login} replace />;
}

function Done() {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(redirectDelays.afterPasswordReset / 1000);
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(paths.login, { replace: true }),
      redirectDelays.afterPasswordReset,
    );
    const tick = window.setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => {
      window.clearTimeout(timer);
      window.clearInterval(tick);
    };
  }, [navigate]);
  return (
    <AuthLayout title="Password Reset Successful!">
      <div className="space-y-5 text-sm">
        <p className="text-slate-600 dark:text-slate-400">
          Your password has been changed and every other session has been signed out. You will be taken to the
          sign-in page in {seconds} second{seconds === 1 ? '' : 's'}.
        </p>
        <Link to={paths.login} replace className={buttonClasses('primary', 'w-full')}>
          Sign in now
        </Link>
      </div>
    </AuthLayout>
  );
}

function InvalidLink() {
  return (
    <AuthLayout title="Invalid Reset Link">
      <div className="space-y-5 text-sm">
        <AuthMessage tone="failure" Icon={ShieldX}>
          This password reset link is invalid or has expired. Reset links work once, for one hour.
        </AuthMessage>
        <Link to={paths.forgotPassword} className={buttonClasses('primary', 'w-full')}>
          Request a new link
        </Link>
      </div>
    </AuthLayout>
  );
}

export function ResetPasswordScreen() {
  const token = useLinkToken(paths.resetPassword);
  const [outcome, setOutcome] = useState<'form' | 'done' | 'invalid'>('form');
  // The checklist's "not common" line is true only once the list is here.
  useCommonPasswords();
  const form = useSchemaForm({
    initial: { password: '', confirmPassword: '' },
    schema: resetPasswordFormSchema,
    save: ({ password }) => resetPassword(token ?? '', password),
    failure: messages.auth.resetFailed,
    onRefused: (error) => {
      if (!isInvalidLinkMessage(messageOf(error, messages.auth.resetFailed))) return false;
      setOutcome('invalid');
      return true;
    },
    onSaved: () => {
      notifySuccess(messages.auth.resetSuccessful);
      setOutcome('done');
    },
  });

  if (!token) return <MissingToken />;
  if (outcome === 'done') return <Done />;
  if (outcome === 'invalid') return <InvalidLink />;

  return (
    <AuthLayout title="Set a new password" subtitle="Choose a strong password you have not used here before.">
      <form onSubmit={form.submit} noValidate className="space-y-4">
        <PasswordField label="New password" autoComplete="new-password" {...form.bind('password')} />
        <PasswordStrength password={form.values.password} error={form.errors.password} />
        <ul className="space-y-1.5 text-sm" aria-label="Password requirements">
          {passwordRequirements.map((requirement) => {
            const met = requirement.met(form.values.password);
            const Icon = met ? CheckCircle2 : Circle;
            return (
              <li
                key={requirement.label}
                className={cx(
                  'flex items-center gap-2',
                  met ? 'text-emerald-700 dark:text-emerald-300' : 'text-slate-600 dark:text-slate-400',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {requirement.label}
                <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
              </li>
            );
          })}
        </ul>
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...form.bind('confirmPassword')}
        />
        <Button type="submit" pending={form.pending} disabled={!form.filled} className="w-full">
          Reset password
        </Button>
      </form>
    </AuthLayout>
  );
}
