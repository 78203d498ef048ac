import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loginSchema } from '#contract/auth';
import { messages } from '#contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox, PasswordField, TextField } from '../../../components/ui/field.tsx';
import { afterSignInPath, paths } from '../../../config/paths.ts';
import { ApiError, messageOf } from '../../../lib/api-error.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { startSession } from '../../../lib/session.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { login } from '../api/login.ts';
import { AuthLayout } from '../../../components/auth/auth-layout.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { textLink } from '../components/link.ts';

export function LoginScreen() {
  const navigate = useNavigate();
  const next = useSearchParams()[0].get('next');
  const [values, setValues] = useState({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { run, pending } = useMutation(login);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const { user } = await run(parsed.data);
      await startSession(user);
      notifySuccess(messages.auth.loggedIn);
      navigate(afterSignInPath(user.role, next), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.flag('emailNotVerified')) {
        notifyError(error.serverMessage ?? messages.auth.emailNotVerifiedInbox);
        navigate(paths.verifyEmailSent(parsed.data.email));
        return;
      }
      setFailure(messageOf(error, messages.auth.loginFailed));
    }
  };

  const set = (field: 'email' | 'password') => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  return (
    <AuthLayout title="Sign in" subtitle="Welcome back. Sign in to manage your stay.">
      <FormAlert message={failure} />
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <div className="flex items-center justify-between gap-4">
          <Checkbox
            label="Remember me"
            checked={values.rememberMe}
            onChange={(event) => setValues((v) => ({ ...v, rememberMe: event.target.checked }))}
          />
          <Link to={paths.forgotPassword} className={`text-sm ${textLink}`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" pending={pending} className="w-full">
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
