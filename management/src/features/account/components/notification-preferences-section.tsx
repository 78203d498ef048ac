import * as messages from '#contract/messages';
import { preferencesSchema } from '#contract/notification-preferences';
import {
  categoryLabels,
  choosableCategories,
  type ChoosableCategory,
  type NotificationPreferences,
} from '#contract/notifications';
import { MaintenancePause } from '../../../components/maintenance-pause.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { FormActions, FormCard } from '../../../components/ui/form-card.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useMaintenance } from '../../../lib/public-settings.ts';
import { profileKeys } from '../api/keys.ts';
import { saveNotificationPreferences, useNotificationPreferences } from '../api/notification-preferences.ts';

/**
 * Whose each category is: a student is never sent a summary and staff are never told of a parcel, so
 * neither is asked about the other's.
 */
const staffOnly: ReadonlySet<ChoosableCategory> = new Set(['summaries']);
const studentsOnly: ReadonlySet<ChoosableCategory> = new Set(['parcels']);

/** My Profile's "Notifications": per category, in the app only or in the app and by mail (issue #28). */
export function NotificationPreferencesSection({ staff = false }: { staff?: boolean }) {
  const preferences = useNotificationPreferences();
  if (preferences.status === 'pending')
    return <LoadingState label="Loading notification preferences" rows={1} />;
  if (preferences.status === 'error')
    return <ErrorState message={messages.common.unexpected} onRetry={() => void preferences.refetch()} />;
  return <PreferencesForm saved={preferences.data.preferences} staff={staff} />;
}

function PreferencesForm({ saved, staff }: { saved: NotificationPreferences; staff: boolean }) {
  // Staff work on through maintenance mode; a student's change would be refused (docs/spec.md §1).
  const paused = useMaintenance().on && !staff;
  const form = useSchemaForm({
    initial: saved,
    schema: preferencesSchema,
    save: saveNotificationPreferences,
    failure: messages.common.unexpected,
    invalidates: [profileKeys.notificationPreferences],
    onSaved: (answer) => notifySuccess(answer.message),
  });
  return (
    <FormCard
      title="Notifications"
      description="Everything that concerns you appears under the bell. Choose what also comes by email; security notices about your account always do."
      onSubmit={form.submit}
    >
      {!staff && <MaintenancePause what="Changing your notifications" />}
      <div className="grid gap-4 sm:grid-cols-2">
        {choosableCategories
          .filter((category) => (staff ? !studentsOnly.has(category) : !staffOnly.has(category)))
          .map((category) => (
            <SelectField key={category} label={categoryLabels[category]} {...form.bind(category)}>
              <option value="app-and-mail">In the app and by email</option>
              <option value="app">In the app only</option>
            </SelectField>
          ))}
      </div>
      <FormActions submitLabel="Save preferences" pending={form.pending} disabled={paused || !form.changed} />
    </FormCard>
  );
}
