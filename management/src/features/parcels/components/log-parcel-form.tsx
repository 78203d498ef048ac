import { useState } from 'react';
import * as messages from '#contract/messages';
import { logParcelSchema } from '#contract/parcels';
import { StudentPicker } from '../../../components/student/student-picker.tsx';
import { EmailAddress } from '../../../components/ui/email-address.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { DialogForm } from '../../../components/ui/form-card.tsx';
import { errorOf, useSchemaForm } from '../../../lib/form.ts';
import { notifySavedThen } from '../../../lib/notify.ts';
import { useActiveStudentsMatching } from '../../../lib/student-list.ts';
import { logParcel, parcelWrites } from '../api/desk-parcels.ts';

/**
 * Logging a parcel at the desk: find the active student it is for (by name, email or phone, or by the
 * room on the label, which lists who lives there; each shows their room), then what the desk knows of
 * it. The student is told at once.
 */
export function LogParcelForm({ onClose }: { onClose: () => void }) {
  const [search, setSearch] = useState('');
  const recipients = useActiveStudentsMatching(search.trim());
  const form = useSchemaForm({
    initial: { studentId: '', carrier: '', description: '', shelf: '' },
    schema: logParcelSchema,
    save: logParcel,
    failure: messages.parcels.logFailed,
    failureShownIn: 'alert',
    invalidates: parcelWrites,
    onSaved: notifySavedThen(onClose),
  });
  return (
    <DialogForm onSubmit={form.submit} pending={form.pending} alert={form.alert} submitLabel="Log parcel">
      <StudentPicker
        label="Find the student"
        search={search}
        onSearch={setSearch}
        query={recipients}
        students={recipients.data?.students ?? []}
        empty="No active student matches."
        placeholder="Name, email, phone or room"
        legend="Active students"
        chosen={form.values.studentId}
        onChoose={(studentId) => form.setValues((values) => ({ ...values, studentId }))}
        detail={(student) => (
          <>
            {student.room ? `Room ${student.room.roomNumber}` : 'No room'} ·{' '}
            <EmailAddress address={student.email} />
          </>
        )}
        error={errorOf(form.errors, 'studentId')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Carrier (optional)" maxLength={60} {...form.bind('carrier')} />
        <TextField label="Shelf or slot (optional)" maxLength={20} {...form.bind('shelf')} />
      </div>
      <TextField label="Description (optional)" maxLength={200} {...form.bind('description')} />
    </DialogForm>
  );
}
