import { BadgeCheck, Pencil } from 'lucide-react';
import * as messages from '#contract/messages';
import { MaintenancePause } from '../../../components/maintenance-pause.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { StudentDetails } from '../../../components/student/student-details.tsx';
import { StudentForm } from '../../../components/student/student-form.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { initialsOf } from '../../../lib/initials.ts';
import { useMaintenance } from '../../../lib/public-settings.ts';
import { useFormInPlace } from '../../../lib/use-form-in-place.ts';
import { resourceKeys, useInvalidate } from '../../../lib/query-client.ts';
import { updateSessionUser } from '../../../lib/session.ts';
import { ChangeEmailSection } from '../components/change-email-section.tsx';
import { NotificationPreferencesSection } from '../components/notification-preferences-section.tsx';
import { ChangePasswordSection } from '../components/change-password-section.tsx';
import { SessionsLink } from '../components/sessions-link.tsx';
import { paths } from '../../../config/paths.ts';
import { PasskeysSection } from '../components/passkeys-section.tsx';
import { useProfile } from '../api/get-profile.ts';
import { profileSchema, updateProfile } from '../api/update-profile.ts';
import { EmailAddress } from '../../../components/ui/email-address.tsx';

/**
 * A student's My Profile (/student/profile): their details, which they edit in the one student form
 * (without the sign-in email and password), and the sections that change those two.
 */
export function ProfileScreen() {
  const profile = useProfile();
  // The student's own record shows here and, to staff, in the students' screens.
  const invalidateProfile = useInvalidate([resourceKeys.account, resourceKeys.students]);
  const editing = useFormInPlace();
  const maintenance = useMaintenance().on;

  if (profile.status === 'pending') return <LoadingState label="Loading your profile" rows={3} />;
  if (profile.status === 'error')
    return <ErrorState message={messages.students.detailsFailed} onRetry={() => void profile.refetch()} />;

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
        {!editing.open && (
          <Button id={editing.buttonId} variant="secondary" disabled={maintenance} onClick={editing.show}>
            <Pencil className="size-4" aria-hidden="true" /> Edit
          </Button>
        )}
      </div>
      <MaintenancePause what="Editing your details" />
      <Card className="flex flex-wrap items-center gap-4 p-6">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-brand-600 text-lg font-semibold text-white dark:bg-brand-500 dark:text-slate-950"
        >
          {initialsOf(student.fullName)}
        </span>
        {/*
          A basis of its own: on a phone the name and email wrap to their own row rather than shrink. The
          name wraps too: cut short, a long one (four or five names are common here) lost its last ones.
        */}
        <div className="min-w-0 flex-[1_1_12rem]">
          <p className="text-lg font-semibold break-words">{student.fullName}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <EmailAddress address={student.email} />
          </p>
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
      {editing.open ? (
        <div id={editing.formId}>
          <StudentForm
            student={student}
            schema={profileSchema}
            title="Edit your details"
            submitLabel="Save changes"
            save={(changes) => updateProfile(student.id, changes)}
            success={messages.students.profileUpdated}
            failure={messages.students.profileFailed}
            onCancel={editing.close}
            onSaved={(saved) => {
              updateSessionUser({ fullName: saved.fullName });
              editing.close();
              void invalidateProfile();
            }}
          />
        </div>
      ) : (
        <StudentDetails student={student} />
      )}
      <SessionsLink to={paths.student.sessions} />
      <PasskeysSection />
      <ChangePasswordSection />
      <ChangeEmailSection email={student.email} />
      <NotificationPreferencesSection />
    </div>
  );
}
