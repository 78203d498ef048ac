import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import { loginSchema, type LoginInput } from '#contract/auth';
import * as messages from '#contract/messages';
import type { SecondFactorStep } from '#contract/second-factor';
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
import { isSecondStep, signInWithPasskey, type SignedIn } from '../api/second-factor.ts';
import { AuthLayout } from '../../../components/auth/auth-layout.tsx';
import { SignedOutNotice } from '../../../components/auth/signed-out-notice.tsx';
import { EnrolPanel, RecoveryCodes } from '../components/enrol-panel.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { textLink } from '../components/link.ts';
import { passkeyFailure } from '../../../lib/passkey-error.ts';
import { SecondFactorPanel } from '../components/second-factor-panel.tsx';

/**
 * Sign in: the password, then for staff the second step (docs/spec.md §12): a passkey, the authenticator
 * app or a recovery code, or on a first sign-in setting one up, whose recovery codes are shown once. A
 * passkey also signs in on its own.
 */
export function LoginScreen() {
  const navigate = useNavigate();
  const next = useSearchParams()[0].get('next');
  // Read on arrival: a student the lockdown just signed out lands here and must see it and its instructions.
  const switches = usePublicSettings({ watch: signedOutWatchMs });
  const settings = switches.data;
  const lockdown = settings?.emergencyLockdown === true;
  /**
   * When a sign-in was last refused for the lockdown: its alert stands until the switches, read since,
   * say the lockdown is lifted. Left up, it told a student that sign-in was still paused after the lift.
   */
  const [lockdownRefusedAt, setLockdownRefusedAt] = useState<number | null>(null);
  const lifted = lockdownRefusedAt !== null && !lockdown && switches.dataUpdatedAt > lockdownRefusedAt;
  const [step, setStep] = useState<SecondFactorStep | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<{ codes: string[]; user: SignedIn['user'] } | null>(
    null,
  );
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [passkeyPending, setPasskeyPending] = useState(false);

  const enter = (user: SignedIn['user']) => {
    notifySuccess(messages.auth.loggedIn);
    navigate(afterSignInPath(user.role, next), { replace: true });
  };
  // The session starts before the screen moves on, so the next screen's calls carry it.
  const signedIn = async (answer: SignedIn) => {
    await startSession(answer.user);
    if (answer.recoveryCodes) setRecoveryCodes({ codes: answer.recoveryCodes, user: answer.user });
    else enter(answer.user);
  };

  const form = useSchemaForm({
    initial: { email: '', password: '', rememberMe: false },
    schema: loginSchema,
    // The session starts inside the write, so a failure to start it is shown like a refused sign-in.
    save: async (input: LoginInput) => {
      const answer = await login(input);
      if (!isSecondStep(answer)) await startSession(answer.user);
      return answer;
    },
    failure: messages.auth.loginFailed,
    failureShownIn: 'alert',
    onRefused: (error, input) => {
      const forLockdown = error instanceof ApiError && error.flag('emergencyLockdown');
      setLockdownRefusedAt(forLockdown ? Date.now() : null);
      // The notice and its instructions show at once, not at the switches' next read.
      if (forLockdown) void switches.refetch();
      if (!(error instanceof ApiError && error.flag('emailNotVerified'))) return false;
      notifyError(error.serverMessage ?? messages.auth.emailNotVerifiedInbox);
      navigate(paths.verifyEmailSent(input.email));
      return true;
    },
    onSaved: (answer) => {
      if (isSecondStep(answer)) setStep(answer.secondFactor);
      else enter(answer.user);
    },
  });

  const passkeyOnly = async () => {
    setPasskeyError(null);
    setPasskeyPending(true);
    try {
      await signedIn(await signInWithPasskey({ rememberMe: form.values.rememberMe }));
    } catch (error) {
      setPasskeyError(passkeyFailure(error));
    } finally {
      setPasskeyPending(false);
    }
  };

  if (recoveryCodes)
    return (
      <AuthLayout title="Save your recovery codes">
        <RecoveryCodes codes={recoveryCodes.codes} onDone={() => enter(recoveryCodes.user)} />
      </AuthLayout>
    );
  if (step)
    return (
      <AuthLayout title={step.enrol ? 'Set up a second factor' : 'Confirm it is you'}>
        {step.enrol ? (
          <EnrolPanel ticket={step.ticket} onSignedIn={signedIn} />
        ) : (
          <SecondFactorPanel step={step} onSignedIn={signedIn} />
        )}
        <p className="mt-6 text-center text-sm">
          <button type="button" className={textLink} onClick={() => setStep(null)}>
            Start again
          </button>
        </p>
      </AuthLayout>
    );
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
      <FormAlert className="mb-4" message={(lifted ? null : form.alert) ?? passkeyError} />
      <form onSubmit={form.submit} noValidate className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email webauthn" {...form.bind('email')} />
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
      <Button variant="secondary" onClick={passkeyOnly} pending={passkeyPending} className="mt-3 w-full">
        <KeyRound className="size-4" aria-hidden="true" />
        Sign in with a passkey
      </Button>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        New here?{' '}
        <Link to={paths.register} className={textLink}>
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}
