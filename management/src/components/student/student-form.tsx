import { useState, type FormEvent } from 'react';
import type * as z from '#contract/zod';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, SelectField, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import type { Student } from '../../../types/api.ts';
import type { StudentEditInput } from '../api/update-student.ts';

type Field = keyof StudentEditInput;
const detailFields = [
  'fullName',
  'email',
  'gender',
  'phoneNumber',
  'dateOfBirth',
  'programmeOfStudy',
  'level',
  'guardianName',
  'guardianPhoneNumber',
] as const;

function valuesOf(student: Student | null): Record<Field, string> {
  const values = { password: '' } as Record<Field, string>;
  for (const field of detailFields) values[field] = String(student?.[field] ?? '');
  return values;
}

/**
 * Every field of a student (SPEC.md §2, §5), for staff creating one or editing one: the schema decides
 * whether the password is required (create) or may stay blank to keep the current one (edit).
 */
export function StudentForm({
  student,
  schema,
  passwordLabel,
  passwordHint,
  submitLabel,
  save,
  success,
  failure,
  onSaved,
}: {
  student: Student | null;
  schema: z.ZodMiniType<StudentEditInput, StudentEditInput>;
  passwordLabel: string;
  passwordHint?: string;
  submitLabel: string;
  save: (values: StudentEditInput) => Promise<{ student: Student }>;
  success: string;
  failure: string;
  onSaved: (student: Student) => void;
}) {
  const [values, setValues] = useState(() => valuesOf(student));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const write = useMutation(save);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value })),
    error: errors[field],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const result = await write.run(parsed.data);
      notifySuccess(success);
      onSaved(result.student);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notifyFailure(error, failure);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="off" {...bind('fullName')} />
        <TextField label="Email" type="email" autoComplete="off" {...bind('email')} />
        <SelectField label="Gender" {...bind('gender')}>
          <option value="">Select gender</option>
          <option value="male">Male</option>
          <option value="female">Female</option>
        </SelectField>
        <TextField label="Phone number" type="tel" {...bind('phoneNumber')} />
        <TextField label="Date of birth" type="date" {...bind('dateOfBirth')} />
        <TextField label="Programme of study" {...bind('programmeOfStudy')} />
        <TextField label="Level" {...bind('level')} />
        <TextField label="Guardian name" {...bind('guardianName')} />
        <TextField label="Guardian phone number" type="tel" {...bind('guardianPhoneNumber')} />
        <PasswordField
          label={passwordLabel}
          autoComplete="new-password"
          hint={passwordHint}
          {...bind('password')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" pending={write.pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
