import { useEffect, useState } from 'react';
import {
  conditionItems,
  conditionLabels,
  conditions,
  maxConditionPhotos,
  type ConditionEntry,
} from '#contract/desk';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PhotoGallery } from '../../../components/ui/photo-gallery.tsx';
import { PhotoPicker } from '../../../components/ui/photo-picker.tsx';
import { errorOf, type FormUploads } from '../../../lib/form.ts';
import { requestConditionPhotoForm } from '../api/desk.ts';

/** A fresh report: every item of the room, good, without a note. */
export const blankReport = (): ConditionEntry[] =>
  conditionItems.map((item) => ({ item, condition: 'good', note: '' }));

/**
 * The room's items one under the other, each with its condition and a note: a list rather than a table,
 * so it reads on a phone at the desk, each with up to three photos. `before` shows check-in's condition
 * and photos beside each at check-out. The form's `uploads` hear whether a photo of any item is on its
 * way, and hold every item's photos while the report is saved.
 */
export function ConditionFields({
  entries,
  onChange,
  errors,
  before,
  uploads,
}: {
  entries: ConditionEntry[];
  /** Given a change to make to the entries as they are when it is made. */
  onChange: (change: (entries: ConditionEntry[]) => ConditionEntry[]) => void;
  errors: Record<string, string>;
  before?: readonly ConditionEntry[];
  uploads: FormUploads;
}) {
  // Each item's photos upload on their own: the report waits while any item's are on their way.
  const [uploading, setUploading] = useState<readonly string[]>([]);
  const uploadingOf = (item: string) => (busy: boolean) =>
    setUploading((items) =>
      items.includes(item) === busy ? items : busy ? [...items, item] : items.filter((i) => i !== item),
    );
  const anyUploading = uploading.length > 0;
  const { onUploading } = uploads;
  useEffect(() => onUploading(anyUploading), [anyUploading, onUploading]);
  // A change reads the entries as they are when it is made, not as this render drew them: a photo is
  // named when its upload ends, and a change drawn when it was chosen undid what came since (a note
  // typed meanwhile, another photo).
  const change = (
    index: number,
    patch: Partial<ConditionEntry> | ((entry: ConditionEntry) => Partial<ConditionEntry>),
  ) =>
    onChange((current) =>
      current.map((entry, i) =>
        i === index ? { ...entry, ...(typeof patch === 'function' ? patch(entry) : patch) } : entry,
      ),
    );
  return (
    <div className="space-y-3">
      <FormAlert message={errors.items} />
      {entries.map((entry, index) => {
        const was = before?.find((earlier) => earlier.item === entry.item);
        return (
          <fieldset
            key={entry.item}
            className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[10rem_1fr] dark:border-slate-700"
          >
            <legend className="px-1 text-sm font-semibold">{entry.item}</legend>
            <SelectField
              label="Condition"
              value={entry.condition}
              onChange={(event) =>
                change(index, { condition: event.target.value as ConditionEntry['condition'] })
              }
              error={errorOf(errors, `items.${index}.condition`)}
              hint={was ? `At check-in: ${conditionLabels[was.condition]}` : undefined}
            >
              {conditions.map((condition) => (
                <option key={condition} value={condition}>
                  {conditionLabels[condition]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Note"
              value={entry.note}
              maxLength={500}
              onChange={(event) => change(index, { note: event.target.value })}
              error={errorOf(errors, `items.${index}.note`)}
            />
            {was?.photos?.length ? (
              <div className="space-y-1 sm:col-span-2">
                <p className="text-sm font-medium">At check-in</p>
                <PhotoGallery
                  label={`Photos of the ${entry.item.toLowerCase()} at check-in`}
                  photos={was.photos}
                />
              </div>
            ) : null}
            <div className="sm:col-span-2">
              <PhotoPicker
                label="Photos (optional)"
                hint={`Up to ${maxConditionPhotos}.`}
                max={maxConditionPhotos}
                keys={entry.photoKeys ?? []}
                requestForm={requestConditionPhotoForm}
                onAdded={(key) => change(index, (now) => ({ photoKeys: [...(now.photoKeys ?? []), key] }))}
                onRemoved={(key) =>
                  change(index, (now) => ({
                    photoKeys: (now.photoKeys ?? []).filter((kept) => kept !== key),
                  }))
                }
                saving={uploads.saving}
                onUploading={uploadingOf(entry.item)}
              />
              <FormAlert message={errorOf(errors, `items.${index}.photoKeys`)} />
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
