import { useId, useState } from 'react';
import * as messages from '#contract/messages';
import { logParcelSchema } from '#contract/parcels';
import { Button } from '../../../components/ui/button.tsx';
import { Choice } from '../../../components/ui/choice.tsx';
import { DialogActions } from '../../../components/ui/dialog.tsx';
import { EmailAddress } from '../../../components/ui/email-address.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LoadingState, QueryFailed } from '../../../components/ui/states.tsx';
import { errorOf, useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { logParcel, parcelWrites, useParcelRecipients } from '../api/desk-parcels.ts';

/**
 * Logging a parcel at the desk: find the active student it is for (by name, email or phone; each shows
 * their room), then what the desk knows of it. The student is told at once.
 */
export function LogParcelForm({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const [search, setSearch] = useState('');
  const recipients = useParcelRecipients(search.trim());
  const form = useSchemaForm({
    initial: { studentId: '', carrier: '', description: '', shelf: '' },
    schema: logParcelSchema,
    save: logParcel,
    failure: messages.parcels.logFailed,
    failureShownIn: 'alert',
    invalidates: parcelWrites,
    onSaved: ({ message }) => {
      notifySuccess(message);
      onClose();
    },
  });
  const studentError = errorOf(form.errors, 'studentId');
  const students = recipients.data?.students ?? [];
  return (
    <form id={formId} noValidate className="space-y-4" onSubmit={form.submit}>
      <FormAlert message={form.alert} />
      <TextField
        label="Find the student"
        type="search"
        placeholder="Name, email or phone"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        error={studentError}
      />
      {recipients.status === 'pending' && <LoadingState label="Loading students" rows={2} />}
      <QueryFailed query={recipients} failed={messages.students.fetchFailed} />
      {recipients.status === 'success' && students.length === 0 && <p>No active student matches.</p>}
      {students.length > 0 && (
        <fieldset className="max-h-64 space-y-2 overflow-y-auto">
          <legend className="mb-2 text-sm text-slate-600 dark:text-slate-400">Active students</legend>
          {students.map((student) => (
            <Choice
              key={student.id}
              name="studentId"
              value={student.id}
              checked={form.values.studentId === student.id}
              onChange={() => form.setValues((values) => ({ ...values, studentId: student.id }))}
              title={student.fullName}
              detail={
                <>
                  {student.room ? `Room ${student.room.roomNumber}` : 'No room'} ·{' '}
                  <EmailAddress address={student.email} />
                </>
              }
            />
          ))}
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Carrier (optional)" maxLength={60} {...form.bind('carrier')} />
        <TextField label="Shelf or slot (optional)" maxLength={20} {...form.bind('shelf')} />
      </div>
      <TextField label="Description (optional)" maxLength={200} {...form.bind('description')} />
      <DialogActions>
        <Button type="submit" form={formId} pending={form.pending}>
          Log parcel
        </Button>
      </DialogActions>
    </form>
  );
}
