import { useId, type ReactNode } from 'react';
import { studentIdNumberField, studentProfileFields } from '#contract/student-fields';
import type * as z from '#contract/zod';
import { useSchemaForm } from '../../lib/form.ts';
import { notifySuccess } from '../../lib/notify.ts';
import type { Student } from '../../types/api.ts';
import { PasswordField, SelectField, TextField } from '../ui/field.tsx';
import { FormActions, FormCard } from '../ui/form-card.tsx';
import { studentChoices } from './student-choices.ts';

type Field = (typeof studentProfileFields)[number] | typeof studentIdNumberField | 'email' | 'password';

/** The sign-in fields, which only staff set: a student changes their own through My Profile's sections. */
export interface SignInFields {
  passwordLabel: string;
  passwordHint: string;
}

/** The fields shown, and only those: without the sign-in fields there is no email or password to send. */
function valuesOf(student: Student | null, signIn: boolean): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const field of [...studentProfileFields, studentIdNumberField] as const)
    values[field] = String(student?.[field] ?? '');
  if (signIn) {
    values.email = student?.email ?? '';
    values.password = '';
  }
  return values;
}

/**
 * Every field of a student (docs/spec.md §2, §5), in the one form that staff create and edit a student with
 * and a student edits their own details with. With `signIn` it also has the email and a password (the
 * schema says whether the password is required or may stay blank to keep the current one); without it,
 * as on the student's own profile, it has neither (PUT /students/{id} refuses both from a student). With
 * a `title` it stands on a card of its own; in a dialog the dialog names it.
 */
export function StudentForm<Parsed>({
  student,
  schema,
  signIn,
  title,
  submitLabel,
  save,
  success,
  failure,
  onSaved,
  onCancel,
}: {
  student: Student | null;
  schema: z.ZodMiniType<Parsed>;
  signIn?: SignInFields;
  title?: string;
  submitLabel: string;
  save: (values: Parsed) => Promise<{ student: Student }>;
  success: string;
  failure: string;
  onSaved: (student: Student, values: Parsed) => void;
  onCancel?: () => void;
}) {
  const form = useSchemaForm({
    initial: () => valuesOf(student, Boolean(signIn)),
    schema,
    save,
    failure,
    onSaved: (result, values) => {
      notifySuccess(success);
      onSaved(result.student, values);
    },
  });
  const { bind } = form;
  const formId = useId();

  const fields: ReactNode = (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" autoComplete={signIn ? 'off' : 'name'} {...bind('fullName')} />
        {signIn && <TextField label="Email" type="email" autoComplete="off" {...bind('email')} />}
        <SelectField {...studentChoices.gender} {...bind('gender')} />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete={signIn ? 'off' : 'tel'}
          {...bind('phoneNumber')}
        />
        <TextField label="Date of birth" type="date" {...bind('dateOfBirth')} />
        <TextField
          label="Student ID number"
          autoComplete="off"
          hint="As the university prints it, e.g. UG/2023/04512"
          {...bind('studentIdNumber')}
        />
        <TextField label="Programme of study" {...bind('programmeOfStudy')} />
        <SelectField {...studentChoices.level} {...bind('level')} />
        <TextField label="Guardian name" {...bind('guardianName')} />
        <TextField label="Guardian phone number" type="tel" {...bind('guardianPhoneNumber')} />
        <SelectField {...studentChoices.guardianRelationship} {...bind('guardianRelationship')} />
        {signIn && (
          <PasswordField
            label={signIn.passwordLabel}
            autoComplete="new-password"
            hint={signIn.passwordHint}
            {...bind('password')}
          />
        )}
      </div>
      {/* An edit saves only a change, as every settings form does; a new student has nothing saved yet. */}
      <FormActions
        submitLabel={submitLabel}
        pending={form.pending}
        disabled={student !== null && !form.changed}
        onCancel={onCancel}
        form={formId}
      />
    </>
  );

  return title ? (
    <FormCard id={formId} title={title} onSubmit={form.submit}>
      {fields}
    </FormCard>
  ) : (
    <form id={formId} onSubmit={form.submit} noValidate className="space-y-6">
      {fields}
    </form>
  );
}
