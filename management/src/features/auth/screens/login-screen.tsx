import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loginSchema, type LoginInput } from '#contract/auth';
import * as messages from '#contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox, PasswordField, TextField } from '../../../components/ui/field.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { afterSignInPath, paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { signedOutWatchMs, usePublicSettings } from '../../../lib/public-settings.ts';
import { startSession } from '../../../lib/session.ts';
import { login } from '../api/login.ts';
import { AuthLayout } from '../../../components/auth/auth-layout.tsx';
import { SignedOutNotice } from '../../../components/auth/signed-out-notice.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { textLink } from '../components/link.ts';

export function LoginScreen() {
  const navigate = useNavigate();
  const next = useSearchParams()[0].get('next');
  // Read on arrival: a student the lockdown just signed out lands here and must see it and its instructions.
  const settings = usePublicSettings({ watch: signedOutWatchMs }).data;
  const lockdown = settings?.emergencyLockdown === true;
  const form = useSchemaForm({
    initial: { email: '', password: '', rememberMe: false },
    schema: loginSchema,
    // The session starts inside the write, so a failure to start it is shown like a refused sign-in.
    save: async (input: LoginInput) => {
      const { user } = await login(input);
      await startSession(user);
      return user;
    },
    failure: messages.auth.loginFailed,
    failureShownIn: 'alert',
    onRefused: (error, input) => {
      if (!(error instanceof ApiError && error.flag('emailNotVerified'))) return false;
      notifyError(error.serverMessage ?? messages.auth.emailNotVerifiedInbox);
      navigate(paths.verifyEmailSent(input.email));
      return true;
    },
    onSaved: (user) => {
      notifySuccess(messages.auth.loggedIn);
      navigate(afterSignInPath(user.role, next), { replace: true });
    },
  });

  return (
    <AuthLayout title="Sign in" subtitle="Welcome back. Sign in to manage your stay.">
      <SignedOutNotice />
      {lockdown && (
        <div className="mb-4">
          <Notice tone="warning" title="Emergency lockdown">
            {messages.lockdown.signInPaused} Staff sign in as usual.
            {settings.lockdownInstructions && (
              <p className="mt-2 font-medium whitespace-pre-line">{settings.lockdownInstructions}</p>
            )}
          </Notice>
        </div>
      )}
      <FormAlert message={form.alert} />
      <form onSubmit={form.submit} noValidate className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email" {...form.bind('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...form.bind('password')} />
        <div className="flex items-center justify-between gap-4">
          <Checkbox label="Remember me" {...form.check('rememberMe')} />
          <Link to={paths.forgotPassword} className={`text-sm ${textLink}`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" pending={form.pending} className="w-full">
          Sign in
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        New here?{' '}
        <Link to={paths.register} className={textLink}>
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}
