import { useId } from 'react';
import * as messages from '#contract/messages';
import { collectParcelSchema, type Parcel } from '#contract/parcels';
import { TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifySavedThen } from '../../../lib/notify.ts';
import { collectParcel, parcelWrites } from '../api/desk-parcels.ts';

/**
 * Handing a parcel over: to the student (the field left blank) or to someone they sent, named. A second
 * desk that handed it over a moment before gets the refusal above the field.
 */
export function CollectParcelForm({ parcel, onClose }: { parcel: Parcel; onClose: () => void }) {
  const formId = useId();
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
    <form id={formId} noValidate className="space-y-4" onSubmit={form.submit}>
      <FormAlert message={form.alert} />
      <TextField
        label="Collected by someone else (optional)"
        hint={`Leave blank when ${parcel.student.fullName} collects it. Otherwise the name of the person they sent.`}
        maxLength={80}
        autoComplete="off"
        {...form.bind('collectedBy')}
      />
      <FormActions submitLabel="Mark collected" pending={form.pending} form={formId} />
    </form>
  );
}
