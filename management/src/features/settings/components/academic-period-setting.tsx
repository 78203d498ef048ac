import * as messages from '#contract/messages';
import { settingsUpdateSchema, type StaffSettings } from '#contract/settings';
import * as z from '#contract/zod';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { updateSettings } from '../api/settings.ts';

/** The typed year and the chosen semester as the PUT /settings change the contract checks. */
const periodSchema = z.pipe(
  z.transform(
    ({
      currentAcademicYear,
      currentSemester,
    }: {
      currentAcademicYear: string;
      currentSemester: string;
    }): z.input<typeof settingsUpdateSchema> => ({
      currentAcademicYear,
      currentSemester: Number(currentSemester),
    }),
  ),
  settingsUpdateSchema,
);

/**
 * The academic period new bookings belong to. Changing it archives every active booking of the period
 * before (docs/spec.md §11, the roll-over), so the checked change is confirmed first.
 */
export function AcademicPeriodSetting({ settings }: { settings: StaffSettings }) {
  const form = useSchemaForm({
    initial: {
      currentAcademicYear: settings.currentAcademicYear,
      currentSemester: String(settings.currentSemester),
    },
    schema: periodSchema,
    save: updateSettings,
    failure: messages.settings.updateFailed,
    invalidates: [resourceKeys.settings],
    confirmFirst: true,
    onSaved: () => notifySuccess(messages.settings.updated),
  });
  const { currentAcademicYear: year, currentSemester: semester } = form.values;
  const changed =
    year.trim() !== settings.currentAcademicYear || Number(semester) !== settings.currentSemester;

  return (
    <>
      <form onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField label="Academic year" placeholder="2025/2026" {...form.bind('currentAcademicYear')} />
        <SelectField label="Semester" {...form.bind('currentSemester')}>
          <option value="1">Semester 1</option>
          <option value="2">Semester 2</option>
        </SelectField>
        <FormActions submitLabel="Change Period" pending={form.pending} disabled={!changed} />
      </form>
      <ConfirmDialog
        open={form.confirming !== null}
        title={`Start ${form.confirming?.currentAcademicYear} Semester ${form.confirming?.currentSemester}?`}
        confirmLabel="Change Period"
        pending={form.pending}
        onConfirm={() => void form.confirm()}
        onClose={form.cancel}
      >
        <p>
          Every active booking of {settings.currentAcademicYear} Semester {settings.currentSemester} moves to
          the archive and its bed is freed. Students keep those bookings in their history, but they cannot be
          reopened; students book again for the new period. The archiving runs in the background; this screen
          shows its progress.
        </p>
      </ConfirmDialog>
    </>
  );
}
