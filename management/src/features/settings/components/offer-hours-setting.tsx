import { useState, type FormEvent } from 'react';
import { messages } from '#contract/messages';
import { waitlistOfferHoursBounds, type StaffSettings } from '#contract/settings';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { api } from '../../../lib/api.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useMutation } from '../../../lib/use-mutation.ts';

const { min, max } = waitlistOfferHoursBounds;

/** The waitlist's offer lifetime (48 h unless staff change it), inside the settings screen. */
export function OfferHoursSetting({ settings, onSaved }: { settings: StaffSettings; onSaved: () => void }) {
  const [hours, setHours] = useState(String(settings.waitlistOfferHours));
  const [error, setError] = useState<string>();
  const save = useMutation((value: number) =>
    api.put<{ message: string }>('/settings', { waitlistOfferHours: value }),
  );
  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(hours);
    if (!Number.isInteger(value) || value < min || value > max)
      return setError(messages.waitlist.offerHoursInvalid(min, max));
    setError(undefined);
    try {
      notifySuccess((await save.run(value)).message);
      onSaved();
    } catch (failure) {
      notifyFailure(failure, messages.settings.updateFailed);
    }
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
      <TextField
        label="Offer lifetime (hours)"
        inputMode="numeric"
        value={hours}
        error={error}
        onChange={(event) => setHours(event.target.value)}
      />
      <Button type="submit" pending={save.pending} disabled={Number(hours) === settings.waitlistOfferHours}>
        Save
      </Button>
    </form>
  );
}
