import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Check } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { registrationSchema, registrationStepSchemas, type RegistrationInput } from '#contract/auth';
import * as messages from '#contract/messages';
import { PasswordStrength } from '../../../components/password-strength.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';
import { LoadingState } from '../../../components/ui/states.tsx';
import { studentChoices } from '../../../components/student/student-choices.ts';
import { PasswordField, SelectField, TextField } from '../../../components/ui/field.tsx';
import { toastDurations } from '../../../config/constants.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifyError } from '../../../lib/notify.ts';
import { signedOutWatchMs, usePublicSettings } from '../../../lib/public-settings.ts';
import { register } from '../api/register.ts';
import { AuthLayout } from '../../../components/auth/auth-layout.tsx';
import { textLink } from '../components/link.ts';
import { RegistrationState, registrationBlocked } from '../components/registration-state.tsx';

type Field = Exclude<keyof RegistrationInput, 'role'>;
type Values = Record<Field, string>;

const empty: Values = {
  email: '',
  password: '',
  confirmPassword: '',
  fullName: '',
  gender: '',
  phoneNumber: '',
  dateOfBirth: '',
  programmeOfStudy: '',
  level: '',
  guardianName: '',
  guardianPhoneNumber: '',
  guardianRelationship: '',
};

const stepTitles = ['Account Details', 'Personal Information', 'Academic & Guardian Info'];

/** The wizard's steps (docs/spec.md §2), each with the fields its contract schema checks. */
const registerSteps = registrationStepSchemas.map((schema, index) => ({
  title: stepTitles[index],
  fields: Object.keys(schema.shape) as Field[],
}));

const stepOf = (field: string) =>
  registerSteps.findIndex((step) => (step.fields as string[]).includes(field));

/** The step a history entry of the wizard stands for (its state); an entry without one is the first. */
function stepIn(state: unknown): number {
  const step = (state as { registrationStep?: unknown } | null)?.registrationStep;
  return typeof step === 'number' && Number.isInteger(step) && step > 0 ? step : 0;
}

/**
 * The three-step registration wizard (docs/spec.md §2, §5): each field is checked when it loses focus, Next
 * checks its step, and submit checks everything again. Nothing typed is lost on a failed submit.
 *
 * Each step is an entry of the browser's history, so its Back and Forward move between the steps as
 * Previous and Next do, with everything typed kept: a Back on step 2 that left the wizard dropped it all.
 * A step is shown only once every step before it was passed in this visit of the page (a reload starts
 * again at the first, its fields being empty).
 */
export function RegisterScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const settings = usePublicSettings({ watch: signedOutWatchMs });
  const [reached, setReached] = useState(0);
  const step = Math.min(stepIn(location.state), reached);
  const here = { pathname: location.pathname, search: location.search };
  const formElement = useRef<HTMLFormElement>(null);

  // An entry of a step not reached in this visit (a reload on step 3) stands for the step shown instead,
  // so that Previous and the browser's Back, one entry a step, lead to the step before it.
  const behind = stepIn(location.state) > step;
  useEffect(() => {
    if (behind) navigate(here, { replace: true, state: { registrationStep: step } });
  });

  /** On arrival at a step: the field to focus (a wrong one), else its heading. */
  const focusOnArrival = useRef<string | null>(null);
  const headingOfStep = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const field = focusOnArrival.current;
    focusOnArrival.current = null;
    // The heading, so a screen reader hears where it is and no field is entered (and left, which would
    // show its errors) on arrival.
    if (field) formElement.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    else headingOfStep.current?.focus();
  }, [step]);

  /** Back through the history to an earlier step, its field focused on arrival. */
  const backTo = (earlier: number, field: string | null = null) => {
    focusOnArrival.current = field;
    navigate(earlier - step);
  };

  const focusField = (field: string) =>
    formElement.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const form = useSchemaForm({
    initial: empty,
    schema: registrationSchema,
    save: register,
    failure: messages.auth.registrationFailedRetry,
    revealOn: 'blur',
    onInvalid: ([first]) => {
      if (stepOf(first) < step) backTo(stepOf(first), first);
      else focusField(first);
    },
    onRefused: (error) => {
      if (error instanceof ApiError && error.flag('emergencyLockdown')) {
        notifyError(messages.lockdown.registration, toastDurations.registrationLockdown);
        // The wizard gives way to the lockdown's notice at once, not on its next look at the switches.
        void settings.refetch();
        return true;
      }
      // The server's field errors show on their fields; the wizard turns back to the first of them.
      const fields = error instanceof ApiError ? Object.keys(error.fieldErrors) : [];
      const firstStep = Math.min(...fields.map(stepOf).filter((index) => index >= 0));
      if (firstStep < step) backTo(firstStep);
      return false;
    },
    onSaved: (answer, values) =>
      navigate(paths.verifyEmailSent(answer.email ?? values.email), { replace: true }),
  });

  const next = () => {
    // Each step looks at the switches again, so a lockdown stops the wizard before the last step.
    void settings.refetch();
    const [firstWrong] = form.reveal(registerSteps[step].fields);
    if (firstWrong) return focusField(firstWrong);
    setReached((furthest) => Math.max(furthest, step + 1));
    navigate(here, { state: { registrationStep: step + 1 } });
  };

  /**
   * Enter in a field submits the form through its default button: Next on steps 1 and 2, Create account
   * on step 3. Only the Create account button, shown on the last step, creates the account.
   */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (step === registerSteps.length - 1 && submitter?.dataset.intent === 'create') return form.submit();
    if (step < registerSteps.length - 1) next();
  };

  const blocked = registrationBlocked(settings.data);
  return (
    <AuthLayout title="Create your account" subtitle="Register as a student in three short steps." wide>
      {settings.isPending ? (
        <LoadingState label="Checking that registration is open" rows={2} />
      ) : blocked ? (
        <RegistrationState blocked={blocked} />
      ) : (
        <>
          <ol className="mb-8 grid grid-cols-3 gap-2" aria-label="Registration steps">
            {registerSteps.map((item, index) => {
              const done = index < step;
              const current = index === step;
              return (
                <li
                  key={item.title}
                  aria-current={current ? 'step' : undefined}
                  className="flex flex-col items-center gap-2 text-center"
                >
                  <span
                    className={cx(
                      'flex size-8 items-center justify-center rounded-full text-sm font-semibold',
                      done && 'bg-emerald-600 text-white',
                      current &&
                        'bg-brand-600 text-white ring-4 ring-brand-100 dark:bg-brand-500 dark:text-slate-950 dark:ring-brand-900',
                      !done &&
                        !current &&
                        'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
                    )}
                  >
                    {done ? <Check className="size-4" aria-label="Done" /> : index + 1}
                  </span>
                  <span
                    className={cx(
                      'text-xs font-medium',
                      current ? 'text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-400',
                    )}
                  >
                    {item.title}
                  </span>
                </li>
              );
            })}
          </ol>
          <form ref={formElement} onSubmit={submit} noValidate className="space-y-4">
            <h2 ref={headingOfStep} tabIndex={-1} className="text-base font-semibold focus:outline-none">
              Step {step + 1} of {registerSteps.length}: {registerSteps[step].title}
            </h2>
            {step === 0 && (
              <>
                <TextField label="Email" type="email" autoComplete="email" {...form.bind('email')} />
                <PasswordField label="Password" autoComplete="new-password" {...form.bind('password')} />
                <PasswordStrength password={form.values.password} error={form.errors.password} />
                <PasswordField
                  label="Confirm password"
                  autoComplete="new-password"
                  {...form.bind('confirmPassword')}
                />
              </>
            )}
            {step === 1 && (
              <>
                <TextField label="Full name" autoComplete="name" {...form.bind('fullName')} />
                <SelectField {...studentChoices.gender} {...form.bind('gender')} />
                <TextField
                  label="Phone number"
                  type="tel"
                  autoComplete="tel"
                  placeholder="+233201234567"
                  hint="10 to 15 digits, optionally starting with +"
                  {...form.bind('phoneNumber')}
                />
                <TextField
                  label="Date of birth"
                  type="date"
                  autoComplete="bday"
                  {...form.bind('dateOfBirth')}
                />
              </>
            )}
            {step === 2 && (
              <>
                <TextField
                  label="Programme of study"
                  placeholder="BSc Computer Engineering"
                  {...form.bind('programmeOfStudy')}
                />
                <SelectField {...studentChoices.level} {...form.bind('level')} />
                <TextField label="Guardian name" {...form.bind('guardianName')} />
                <TextField
                  label="Guardian phone number"
                  type="tel"
                  placeholder="+233241234567"
                  {...form.bind('guardianPhoneNumber')}
                />
                <SelectField
                  {...studentChoices.guardianRelationship}
                  {...form.bind('guardianRelationship')}
                />
              </>
            )}
            <div className="flex items-center justify-between gap-3 pt-2">
              <Button variant="secondary" onClick={() => backTo(step - 1)} disabled={step === 0}>
                Previous
              </Button>
              {/* Two elements, not one relabelled: React must never turn the clicked Next into a submit. */}
              {step < registerSteps.length - 1 ? (
                <Button key="next" type="submit" data-intent="next">
                  Next
                </Button>
              ) : (
                <Button key="create" type="submit" data-intent="create" pending={form.pending}>
                  Create account
                </Button>
              )}
            </div>
          </form>
        </>
      )}
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account?{' '}
        <Link to={paths.login} className={textLink}>
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
