import { useState, type FormEvent } from 'react';
import { messages } from '#contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PasswordField, SelectField, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import type { Student } from '../../../types/api.ts';
import { studentEditSchema, updateStudent, type StudentEditInput } from '../api/students.ts';

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

function valuesOf(student: Student): Record<Field, string> {
  const values = { password: '' } as Record<Field, string>;
  for (const field of detailFields) values[field] = String(student[field] ?? '');
  return values;
}

/**
 * Staff edit every field of a student (SPEC.md §2, §5); a blank New Password keeps the current one. The
 * profile's header holds Cancel.
 */
export function StudentEditForm({
  student,
  onSaved,
}: {
  student: Student;
  onSaved: (student: Student) => void;
}) {
  const [values, setValues] = useState(() => valuesOf(student));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation((changes: StudentEditInput) => updateStudent(student.id, changes));

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value })),
    error: errors[field],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = studentEditSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const result = await save.run(parsed.data);
      notifySuccess(messages.students.updated);
      onSaved(result.student);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notifyFailure(error, messages.students.updateFailed);
    }
  };

  return (
    <Card className="p-6">
      <form onSubmit={submit} noValidate className="space-y-6">
        <h2 className="text-base font-semibold">Edit student</h2>
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
            label="New Password"
            autoComplete="new-password"
            hint="Leave blank to keep the current password."
            {...bind('password')}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" pending={save.pending}>
            Update
          </Button>
        </div>
      </form>
    </Card>
  );
}
