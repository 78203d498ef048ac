import { maintenanceUrgencies, maintenanceUrgencyLabels } from '#contract/maintenance';
import { repairTargetHoursSchema, type StaffSettings } from '#contract/settings';
import * as z from '#contract/zod';
import { TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import { updateSettings } from '../api/settings.ts';
import { useSettingsForm } from './settings-form.ts';

/** The typed hours as numbers; text that is no number fails the contract's check with its message. */
const targetsForm = z.pipe(
  z.transform((values: Record<string, string>) =>
    Object.fromEntries(
      maintenanceUrgencies.map((priority) => [
        priority,
        values[priority]?.trim() ? Number(values[priority]) : Number.NaN,
      ]),
    ),
  ),
  repairTargetHoursSchema,
);

/** The hours a repair of each priority may stay open before the queue and the dashboard flag it. */
export function RepairTargetsSetting({ settings }: { settings: StaffSettings }) {
  const form = useSettingsForm({
    initial: Object.fromEntries(
      maintenanceUrgencies.map((priority) => [priority, String(settings.repairTargetHours[priority])]),
    ),
    schema: targetsForm,
    save: (repairTargetHours) => updateSettings({ repairTargetHours }),
  });
  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-4">
        {[...maintenanceUrgencies].reverse().map((priority) => (
          <TextField
            key={priority}
            label={`${maintenanceUrgencyLabels[priority]} (hours)`}
            inputMode="numeric"
            {...form.bind(priority)}
          />
        ))}
      </div>
      <FormActions submitLabel="Save targets" pending={form.pending} disabled={!form.changed} />
    </form>
  );
}
