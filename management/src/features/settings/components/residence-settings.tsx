import { stayDatesSchema, type StaffSettings } from '#contract/settings';
import * as z from '#contract/zod';
import { Checkbox, TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import { updateSettings } from '../api/settings.ts';
import { useSettingsForm } from './settings-form.ts';

/** Both days blank clears them; otherwise the contract's rule (dates, departure after arrival). */
const stayDatesForm = z.pipe(
  z.transform(({ arrival, departure }: { arrival: string; departure: string }) =>
    arrival || departure ? { arrival, departure } : null,
  ),
  stayDatesSchema,
);

/** The semester's arrival and departure days, which a resident's page and letter show. */
function StayDatesSetting({ settings }: { settings: StaffSettings }) {
  const form = useSettingsForm({
    initial: { arrival: settings.stayDates?.arrival ?? '', departure: settings.stayDates?.departure ?? '' },
    schema: stayDatesForm,
    save: (stayDates) => updateSettings({ stayDates }),
  });
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <TextField label="Arrival" type="date" {...form.bind('arrival')} />
      <TextField label="Departure" type="date" {...form.bind('departure')} />
      <FormActions submitLabel="Save dates" pending={form.pending} disabled={!form.changed} />
    </form>
  );
}

function RoommatesSetting({ settings }: { settings: StaffSettings }) {
  const form = useSettingsForm({
    initial: { showRoommates: settings.showRoommates },
    schema: z.object({ showRoommates: z.boolean() }),
    save: updateSettings,
  });
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <Checkbox label="Show residents the first names of their roommates" {...form.check('showRoommates')} />
      <FormActions
        submitLabel="Save"
        variant="secondary"
        pending={form.pending}
        disabled={form.values.showRoommates === settings.showRoommates}
      />
    </form>
  );
}

/** What a resident's page shows: the semester's days and whether roommates are named. */
export function ResidenceSettings({ settings }: { settings: StaffSettings }) {
  return (
    <div className="space-y-6">
      <StayDatesSetting settings={settings} />
      <RoommatesSetting settings={settings} />
    </div>
  );
}
