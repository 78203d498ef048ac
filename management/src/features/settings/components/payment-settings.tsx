import {
  depositDeadlineSchema,
  paymentRemindersSchema,
  type SettingsUpdate,
  type StaffSettings,
} from '#contract/settings';
import * as z from '#contract/zod';
import { Checkbox, TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import { updateSettings } from '../api/settings.ts';
import { useSettingsForm } from './settings-form.ts';

interface Switched {
  enabled: boolean;
  number: number;
}

/**
 * A rule of the Payments section that staff switch on or off with one whole number beside it. The typed
 * number is checked with the contract's own schemas of the setting (its bounds and messages).
 */
function SwitchedNumberSetting({
  saved,
  schemas,
  change,
  labels,
}: {
  saved: Switched;
  schemas: { enabled: z.ZodMiniType<boolean, boolean>; number: z.ZodMiniType<number, number> };
  change: (value: Switched) => SettingsUpdate;
  labels: { enabled: string; number: string };
}) {
  const form = useSettingsForm({
    initial: { enabled: saved.enabled, number: String(saved.number) },
    schema: z.pipe(
      z.transform(({ enabled, number }: { enabled: boolean; number: string }) => ({
        enabled,
        number: Number(number),
      })),
      z.object(schemas),
    ),
    save: (value) => updateSettings(change(value)),
  });
  const unchanged = form.values.enabled === saved.enabled && Number(form.values.number) === saved.number;
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <Checkbox label={labels.enabled} {...form.check('enabled')} />
      <TextField label={labels.number} inputMode="numeric" {...form.bind('number')} />
      <FormActions submitLabel="Save" pending={form.pending} disabled={unchanged} />
    </form>
  );
}

/** Mail to students with overdue charges: on or off, and the least number of days between two. */
export function PaymentRemindersSetting({ settings }: { settings: StaffSettings }) {
  const saved = settings.paymentReminders;
  return (
    <SwitchedNumberSetting
      saved={{ enabled: saved.enabled, number: saved.intervalDays }}
      schemas={{
        enabled: paymentRemindersSchema.shape.enabled,
        number: paymentRemindersSchema.shape.intervalDays,
      }}
      change={({ enabled, number }) => ({ paymentReminders: { enabled, intervalDays: number } })}
      labels={{ enabled: 'Remind students of overdue payments', number: 'Days between reminders' }}
    />
  );
}

/** The deposit deadline (issue #26 §7): on or off, and the hours a new booking has to pay its deposit. */
export function DepositDeadlineSetting({ settings }: { settings: StaffSettings }) {
  const saved = settings.depositDeadline;
  return (
    <SwitchedNumberSetting
      saved={{ enabled: saved.enabled, number: saved.hours }}
      schemas={{ enabled: depositDeadlineSchema.shape.enabled, number: depositDeadlineSchema.shape.hours }}
      change={({ enabled, number }) => ({ depositDeadline: { enabled, hours: number } })}
      labels={{
        enabled: 'Release a new booking whose deposit is not paid in time',
        number: 'Hours to pay the deposit',
      }}
    />
  );
}
