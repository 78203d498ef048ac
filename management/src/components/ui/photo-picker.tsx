import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { ImagePlus, X } from 'lucide-react';
import * as messages from '#contract/messages';
import type { PhotoContentType, UploadForm } from '#contract/uploads';
import { notifyError, notifyFailure } from '../../lib/notify.ts';
import { postToUploadForm, previewOf, resizedPhoto } from '../../lib/photos.ts';
import { buttonClasses } from './button.tsx';
import { Spinner } from './spinner.tsx';
import { afterRemoving, listControls, useFocusAfterChange } from './use-focus-after-change.ts';

/**
 * Adds photos to a form: each is resized in the browser (which drops its metadata), posted straight to
 * the uploads bucket with a form `requestForm` gets from the API, and only then named to the form by its
 * key. The form holds the keys; the previews stay here, unless the form lists the photos itself
 * (`children`, from the preview each `onAdded` gives it), shown where the thumbnails would be. Such a
 * form moves the focus itself after a removal, to Add photos (`addRef`) once the last photo has gone.
 * `onUploading` hears whether a photo is on its way, which the form's keys do not name yet: a form
 * saved meanwhile would go without it. A photo is on its way until the promise `onAdded` may give has
 * settled (a form that reads the photo's size before it holds it).
 */
export function PhotoPicker({
  label,
  hint,
  max,
  keys,
  requestForm,
  onAdded,
  onRemoved,
  addRef,
  onUploading,
  children,
}: {
  label: string;
  hint: string;
  max: number;
  keys: readonly string[];
  requestForm: (contentType: PhotoContentType) => Promise<UploadForm>;
  onAdded: (key: string, preview: string) => void | Promise<void>;
  onRemoved: (key: string) => void;
  addRef?: (element: HTMLInputElement | null) => void;
  onUploading?: (uploading: boolean) => void;
  children?: ReactNode;
}) {
  const listed = children === undefined;
  const inputId = useId();
  const hintId = useId();
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(0);
  const room = max - keys.length - uploading;
  const busy = uploading > 0;
  // Told when it changes only, so a form may give a new function at each render (one per item of a list).
  const tellUploading = useEffectEvent((now: boolean) => onUploading?.(now));
  useEffect(() => tellUploading(busy), [busy]);
  const { control, focusAfter } = useFocusAfterChange();
  const addControl = control(listControls.add);

  function remove(key: string, index: number) {
    onRemoved(key);
    focusAfter(...afterRemoving(index));
  }

  async function upload(file: File) {
    try {
      const photo = await resizedPhoto(file);
      const form = await requestForm(photo.type as PhotoContentType);
      await postToUploadForm(form, photo);
      const preview = await previewOf(photo);
      setPreviews((current) => ({ ...current, [form.key]: preview }));
      await onAdded(form.key, preview);
    } catch (error) {
      notifyFailure(error, messages.uploads.uploadFailed);
    } finally {
      setUploading((count) => count - 1);
    }
  }

  function choose(files: FileList | null) {
    const chosen = [...(files ?? [])];
    if (chosen.length > room) notifyError(messages.uploads.tooMany(max));
    const taken = chosen.slice(0, Math.max(0, room));
    setUploading((count) => count + taken.length);
    // One at a time: a phone's memory holds one full-size photo decoded, not three.
    void taken.reduce((previous, file) => previous.then(() => upload(file)), Promise.resolve());
  }

  return (
    <div className="space-y-2">
      <span className="block text-sm font-medium text-slate-800 dark:text-slate-200">{label}</span>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
        {hint}
      </p>
      {children}
      {((listed && keys.length > 0) || uploading > 0) && (
        <ul className="flex flex-wrap gap-3" aria-label="Photos added">
          {(listed ? keys : []).map((key, index) => (
            <li key={key} className="relative">
              <img
                src={previews[key]}
                alt={`Photo ${index + 1}`}
                className="h-20 w-20 rounded-lg border border-slate-300 object-cover dark:border-slate-700"
              />
              <button
                ref={control(listControls.remove(index))}
                type="button"
                onClick={() => remove(key, index)}
                aria-label={`Remove photo ${index + 1}`}
                className="absolute -top-2 -right-2 rounded-full bg-slate-800 p-1 text-white shadow focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-slate-200 dark:text-slate-900"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
          {uploading > 0 && (
            <li
              role="status"
              className="flex h-20 w-20 items-center justify-center rounded-lg border border-dashed border-slate-300 dark:border-slate-700"
            >
              <Spinner className="h-5 w-5 text-brand-600 dark:text-brand-300" />
              <span className="sr-only">Uploading a photo</span>
            </li>
          )}
        </ul>
      )}
      {room > 0 && (
        <label htmlFor={inputId} className={buttonClasses('secondary', 'cursor-pointer')}>
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          {keys.length > 0 ? 'Add another photo' : 'Add photos'}
          <input
            ref={(element) => {
              addControl(element);
              addRef?.(element);
            }}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => {
              choose(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      )}
    </div>
  );
}
