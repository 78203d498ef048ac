import * as messages from '#contract/messages';
import { collectParcelSchema, type Parcel } from '#contract/parcels';
import { TextField } from '../../../components/ui/field.tsx';
import { DialogForm } from '../../../components/ui/form-card.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifySavedThen } from '../../../lib/notify.ts';
import { collectParcel, parcelWrites } from '../api/desk-parcels.ts';

/**
 * Handing a parcel over: to the student (the field left blank) or to someone they sent, named. A second
 * desk that handed it over a moment before gets the refusal above the field.
 */
export function CollectParcelForm({ parcel, onClose }: { parcel: Parcel; onClose: () => void }) {
  const form = useSchemaForm({
    initial: { collectedBy: '' },
    schema: collectParcelSchema,
    save: (collection) => collectParcel(parcel, collection),
    failure: messages.parcels.collectFailed,
    failureShownIn: 'alert',
    invalidates: parcelWrites,
    onSaved: notifySavedThen(onClose),
  });
  return (
    <DialogForm onSubmit={form.submit} pending={form.pending} alert={form.alert} submitLabel="Mark collected">
      <TextField
        label="Collected by someone else (optional)"
        hint={`Leave blank when ${parcel.student.fullName} collects it. Otherwise the name of the person they sent.`}
        maxLength={80}
        autoComplete="off"
        {...form.bind('collectedBy')}
      />
    </DialogForm>
  );
}
