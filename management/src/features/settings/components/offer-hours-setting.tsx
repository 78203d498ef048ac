import { settingsUpdateSchema, type StaffSettings } from '#contract/settings';
import * as z from '#contract/zod';
import { TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import { updateSettings } from '../api/settings.ts';
import { useSettingsForm } from './settings-form.ts';

/** The typed hours as the PUT /settings change the contract checks (its bounds and message). */
const offerHoursSchema = z.pipe(
  z.transform(
    ({ waitlistOfferHours }: { waitlistOfferHours: string }): z.input<typeof settingsUpdateSchema> => ({
      waitlistOfferHours: Number(waitlistOfferHours),
    }),
  ),
  settingsUpdateSchema,
);

/** The waitlist's offer lifetime (48 h unless staff change it), inside the settings screen. */
export function OfferHoursSetting({ settings }: { settings: StaffSettings }) {
  const form = useSettingsForm({
    initial: { waitlistOfferHours: String(settings.waitlistOfferHours) },
    schema: offerHoursSchema,
    save: updateSettings,
  });
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
      <TextField label="Offer lifetime (hours)" inputMode="numeric" {...form.bind('waitlistOfferHours')} />
      <FormActions
        submitLabel="Save"
        pending={form.pending}
        disabled={Number(form.values.waitlistOfferHours) === settings.waitlistOfferHours}
      />
    </form>
  );
}
