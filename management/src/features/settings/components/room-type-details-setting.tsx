import { useState } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import * as messages from '#contract/messages';
import {
  maxOtherAmenities,
  maxRoomTypePhotos,
  photoAltMaxLength,
  roomAmenities,
  roomAmenityKeys,
  roomPhotoPath,
  roomTypeDetailsSchema,
  type RoomAmenity,
  type RoomTypeDetailsInput,
  type RoomType,
} from '#contract/rooms';
import type { StaffSettings } from '#contract/settings';
import * as z from '#contract/zod';
import { amenityIcons } from '../../../components/room/amenity-icons.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import {
  afterMoving,
  afterRemoving,
  listControls,
  useFocusAfterChange,
} from '../../../components/ui/use-focus-after-change.ts';
import { Checkbox, SelectField, TextField } from '../../../components/ui/field.tsx';
import { PhotoPicker } from '../../../components/ui/photo-picker.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { requestRoomPhotoForm, saveRoomTypeDetails } from '../api/settings.ts';

/** A photo in the form: a kept one by its id, or a new upload by its key, with what shows it here. */
interface PhotoRow {
  key: string;
  src: string;
  alt: string;
  width: number;
  height: number;
}

const rowsOf = (type: RoomType): PhotoRow[] =>
  type.photos.map((photo) => ({ key: photo.id, src: roomPhotoPath(photo.id), ...photo }));

type DetailsValues = { amenities: RoomAmenity[]; others: string; photos: PhotoRow[] };

/** What the form holds, read as the details the contract checks: the typed list split at commas. */
const detailsFormSchema = z.pipe(
  z.transform((values: DetailsValues): RoomTypeDetailsInput => ({
    amenities: values.amenities,
    otherAmenities: values.others
      .split(',')
      .map((other) => other.trim())
      .filter(Boolean),
    photos: values.photos.map(({ key, alt, width, height }) => ({ key, alt, width, height })),
  })),
  roomTypeDetailsSchema,
);

/** The pixel size of a new photo, read from its preview, so pages can reserve its space. */
const sizeOf = (src: string) =>
  new Promise<{ width: number; height: number }>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error(messages.uploads.notAnImage));
    image.src = src;
  });

/**
 * What each room type has and its photos (issue #30 point 6), for the app's room details and the public
 * rooms page. Photos are uploaded as repair photos are and published when the type is saved
 * (decision 0044); their order here is the order everyone sees.
 */
export function RoomTypeDetailsSetting({ settings }: { settings: StaffSettings }) {
  const [name, setName] = useState(settings.roomTypes[0]?.name ?? '');
  const type = settings.roomTypes.find((known) => known.name === name);
  return (
    <div className="space-y-4">
      <SelectField
        label="Room type"
        value={name}
        onChange={(event) => setName(event.target.value)}
        choices={settings.roomTypes.map((known) => known.name)}
      />
      {type && <RoomTypeDetailsForm key={type.name} type={type} />}
    </div>
  );
}

function RoomTypeDetailsForm({ type }: { type: RoomType }) {
  const form = useSchemaForm({
    initial: () => ({
      amenities: type.amenities,
      others: type.otherAmenities.join(', '),
      photos: rowsOf(type),
    }),
    schema: detailsFormSchema,
    save: (details) => saveRoomTypeDetails(type.name, details),
    invalidates: [resourceKeys.settings],
    failure: messages.rooms.typeDetailsFailed,
    onSaved: (answer) => {
      setPhotos(() => rowsOf(answer.roomType));
      notifySuccess(answer.message);
    },
  });
  const { amenities, photos } = form.values;
  const setAmenities = (next: (current: RoomAmenity[]) => RoomAmenity[]) =>
    form.setValues((values) => ({ ...values, amenities: next(values.amenities) }));
  const setPhotos = (next: (current: PhotoRow[]) => PhotoRow[]) =>
    form.setValues((values) => ({ ...values, photos: next(values.photos) }));
  // The first thing to fix, above the fields, as the check found it.
  const problem = Object.values(form.errors)[0];

  const toggle = (amenity: RoomAmenity, on: boolean) =>
    setAmenities((current) =>
      on
        ? roomAmenityKeys.filter((key) => key === amenity || current.includes(key))
        : current.filter((key) => key !== amenity),
    );
  const { control, focusAfter } = useFocusAfterChange();
  const move = (index: number, by: -1 | 1) => {
    setPhotos((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });
    focusAfter(...afterMoving(index, by));
  };
  const remove = (index: number, key: string) => {
    setPhotos((current) => current.filter((other) => other.key !== key));
    focusAfter(...afterRemoving(index));
  };
  const setAlt = (key: string, alt: string) =>
    setPhotos((current) => current.map((row) => (row.key === key ? { ...row, alt } : row)));

  async function added(key: string, src: string) {
    try {
      const size = await sizeOf(src);
      setPhotos((current) => [...current, { key, src, alt: '', ...size }]);
    } catch (error) {
      notifyFailure(error, messages.uploads.uploadFailed);
    }
  }

  return (
    <form onSubmit={form.submit} noValidate className="space-y-5">
      <FormAlert message={problem} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Amenities</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {roomAmenityKeys.map((amenity) => {
            const Icon = amenityIcons[amenity];
            return (
              <Checkbox
                key={amenity}
                checked={amenities.includes(amenity)}
                onChange={(event) => toggle(amenity, event.target.checked)}
                label={
                  <span className="inline-flex items-center gap-2">
                    <Icon className="size-4 text-slate-500" aria-hidden="true" />
                    {roomAmenities[amenity]}
                  </span>
                }
              />
            );
          })}
        </div>
      </fieldset>
      <TextField
        label="Other amenities"
        hint={`Up to ${maxOtherAmenities}, separated by commas, e.g. Balcony, Blackout curtains`}
        {...form.bind('others')}
      />
      <div className="space-y-3">
        <PhotoPicker
          label="Photos"
          hint={`Up to ${maxRoomTypePhotos}. They show on the public rooms page and in the app's room details once saved.`}
          max={maxRoomTypePhotos}
          keys={photos.map((row) => row.key)}
          requestForm={requestRoomPhotoForm}
          onAdded={added}
          onRemoved={(key) => setPhotos((current) => current.filter((row) => row.key !== key))}
          addRef={control(listControls.add)}
          {...form.uploads}
        >
          {photos.length > 0 && (
            <ol className="space-y-3" aria-label={`Photos of ${type.name}, in the order they show`}>
              {photos.map((row, index) => (
                <li
                  key={row.key}
                  className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[6rem_1fr_auto] sm:items-end dark:border-slate-800"
                >
                  <img
                    src={row.src}
                    alt=""
                    width={row.width}
                    height={row.height}
                    className="h-20 w-24 rounded-lg object-cover"
                  />
                  <TextField
                    label={`Description of photo ${index + 1}`}
                    value={row.alt}
                    maxLength={photoAltMaxLength}
                    onChange={(event) => setAlt(row.key, event.target.value)}
                  />
                  <div className="flex gap-1">
                    <Button
                      ref={control(listControls.earlier(index))}
                      variant="secondary"
                      aria-label={`Move photo ${index + 1} earlier`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      ref={control(listControls.later(index))}
                      variant="secondary"
                      aria-label={`Move photo ${index + 1} later`}
                      disabled={index === photos.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      ref={control(listControls.remove(index))}
                      variant="secondary"
                      aria-label={`Remove photo ${index + 1}`}
                      onClick={() => remove(index, row.key)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </PhotoPicker>
      </div>
      <FormActions submitLabel="Save amenities and photos" pending={form.pending} disabled={!form.changed} />
    </form>
  );
}
