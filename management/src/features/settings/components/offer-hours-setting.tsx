import * as messages from '#contract/messages';
import { settingsUpdateSchema, type StaffSettings } from '#contract/settings';
import * as z from '#contract/zod';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { updateSettings } from '../api/settings.ts';

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
  const form = useSchemaForm({
    initial: { waitlistOfferHours: String(settings.waitlistOfferHours) },
    schema: offerHoursSchema,
    save: updateSettings,
    failure: messages.settings.updateFailed,
    invalidates: [resourceKeys.settings],
    onSaved: ({ message }) => notifySuccess(message),
  });
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
      <TextField label="Offer lifetime (hours)" inputMode="numeric" {...form.bind('waitlistOfferHours')} />
      <Button
        type="submit"
        pending={form.pending}
        disabled={Number(form.values.waitlistOfferHours) === settings.waitlistOfferHours}
      >
        Save
      </Button>
    </form>
  );
}
