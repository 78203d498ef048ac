import { useState, type FormEvent, type ReactNode } from 'react';
import { BadgeCheck, Pencil } from 'lucide-react';
import { messages } from '#contract/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { notAvailable } from '../../../config/constants.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/dates.ts';
import { fieldErrors } from '../../../lib/form.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { updateSessionUser } from '../../../lib/session.ts';
import { useMutation } from '../../../lib/use-mutation.ts';
import { ChangeEmailSection } from '../../account/components/change-email-section.tsx';
import { ChangePasswordSection } from '../../account/components/change-password-section.tsx';
import { useProfile } from '../api/get-profile.ts';
import { profileSchema, updateProfile, type ProfileInput } from '../api/update-profile.ts';
import type { Student } from '../../../types/api.ts';

type Field = keyof ProfileInput;
const fields: Field[] = [
  'fullName',
  'email',
  'gender',
  'phoneNumber',
  'dateOfBirth',
  'programmeOfStudy',
  'level',
  'guardianName',
  'guardianPhoneNumber',
];

function valuesOf(student: Student): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, String(student[field] ?? '')])) as Record<
    Field,
    string
  >;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-6">
      <h2 className="text-base font-semibold">{title}</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">{children}</dl>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 font-medium break-words">{value || notAvailable}</dd>
    </div>
  );
}

const genderLabel = (gender: string | null) => (gender ? gender[0].toUpperCase() + gender.slice(1) : '');

function DetailsForm({
  student,
  onSaved,
  onCancel,
}: {
  student: Student;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => valuesOf(student));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation((changes: ProfileInput) => updateProfile(student.id, changes));

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value })),
    error: errors[field],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await save.run(parsed.data);
      updateSessionUser({ fullName: parsed.data.fullName, email: parsed.data.email });
      notifySuccess(messages.students.profileUpdated);
      onSaved();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notifyFailure(error, messages.students.profileFailed);
    }
  };

  return (
    <Card className="p-6">
      <form onSubmit={submit} noValidate className="space-y-6">
        <h2 className="text-base font-semibold">Edit your details</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Full name" autoComplete="name" {...bind('fullName')} />
          <TextField label="Email" type="email" autoComplete="email" {...bind('email')} />
          <SelectField label="Gender" {...bind('gender')}>
            <option value="">Select gender</option>
            <option value="male">Male</option>
            <option value="female">Female</option>
          </SelectField>
          <TextField label="Phone number" type="tel" autoComplete="tel" {...bind('phoneNumber')} />
          <TextField label="Date of birth" type="date" {...bind('dateOfBirth')} />
          <TextField label="Programme of study" {...bind('programmeOfStudy')} />
          <TextField label="Level" {...bind('level')} />
          <TextField label="Guardian name" {...bind('guardianName')} />
          <TextField label="Guardian phone number" type="tel" {...bind('guardianPhoneNumber')} />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={save.pending}>
            Cancel
          </Button>
          <Button type="submit" pending={save.pending}>
            Save changes
          </Button>
        </div>
      </form>
    </Card>
  );
}

export function ProfileScreen() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);

  if (profile.status === 'loading') return <LoadingState label="Loading your profile" rows={3} />;
  if (profile.status === 'error')
    return <ErrorState message={messages.students.detailsFailed} onRetry={profile.reload} />;

  const student = profile.data.user;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Profile</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Your details as the hostel office sees them.
          </p>
        </div>
        {!editing && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden="true" /> Edit
          </Button>
        )}
      </div>
      <Card className="flex flex-wrap items-center gap-4 p-6">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-brand-600 text-lg font-semibold text-white dark:bg-brand-500 dark:text-slate-950"
        >
          {student.fullName
            .split(/\s+/)
            .filter(Boolean)
            .map((word, index, words) => (index === 0 || index === words.length - 1 ? word[0] : ''))
            .join('')
            .toUpperCase()}
        </span>
        {/* A basis of its own: on a phone the name and email wrap to their own row rather than shrink. */}
        <div className="min-w-0 flex-[1_1_12rem]">
          <p className="truncate text-lg font-semibold">{student.fullName}</p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{student.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={student.isActive === false ? 'red' : 'green'}>
            {student.isActive === false ? 'Inactive' : 'Active'}
          </Badge>
          {student.emailVerified && (
            <Badge tone="blue">
              <BadgeCheck className="mr-1 size-3.5" aria-hidden="true" /> Email verified
            </Badge>
          )}
        </div>
      </Card>
      {editing ? (
        <DetailsForm
          student={student}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            profile.reload();
          }}
        />
      ) : (
        <>
          <Section title="Personal Information">
            <Row label="Full name" value={student.fullName} />
            <Row label="Gender" value={genderLabel(student.gender)} />
            <Row label="Phone number" value={student.phoneNumber} />
            <Row label="Date of birth" value={student.dateOfBirth && formatDate(student.dateOfBirth)} />
          </Section>
          <Section title="Academic Information">
            <Row label="Programme of study" value={student.programmeOfStudy} />
            <Row label="Level" value={student.level} />
          </Section>
          <Section title="Guardian Information">
            <Row label="Guardian name" value={student.guardianName} />
            <Row label="Guardian phone number" value={student.guardianPhoneNumber} />
          </Section>
          <Section title="Account">
            <Row label="Email" value={student.email} />
            <Row label="Member since" value={student.createdAt && formatDate(student.createdAt)} />
          </Section>
        </>
      )}
      <ChangePasswordSection />
      <ChangeEmailSection email={student.email} />
    </div>
  );
}
