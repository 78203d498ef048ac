import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { ImagePlus, X } from 'lucide-react';
import * as messages from '#contract/messages';
import type { PhotoContentType, UploadForm } from '#contract/uploads';
import type { FormUploads } from '../../lib/form.ts';
import { notifyError, notifyFailure } from '../../lib/notify.ts';
import { postToUploadForm, previewOf, resizedPhoto } from '../../lib/photos.ts';
import { buttonClasses } from './button.tsx';
import { Spinner } from './spinner.tsx';
import { afterRemoving, listControls, useFocusAfterChange } from './use-focus-after-change.ts';

/**
 * A field of the form's own list of photos that had the focus as they were held still (Enter in a photo's
 * description sent the save) loses it to the page's body: it goes to the form's submit button, busy with
 * the save, as if that had been pressed; the form looks after it from there (lib/form.ts). Listened for
 * on the element itself: the browser fires it while React draws the fieldset disabled, and React passes
 * on no event then.
 */
function focusSubmitOnceHeld({ target, relatedTarget }: FocusEvent) {
  if (relatedTarget || !(target instanceof Element) || !target.matches(':disabled')) return;
  // Only a form's control is disabled, and each names its form (a dialog's button outside it included).
  const { form } = target as HTMLInputElement;
  const submit = [...(form?.elements ?? [])].find(
    (element): element is HTMLButtonElement =>
      element instanceof HTMLButtonElement && element.type === 'submit',
  );
  submit?.focus();
}

/** The picker's fieldset, listening (a function of the module's, so React gives it each fieldset once). */
function listenForHeldFocus(fieldset: HTMLFieldSetElement | null) {
  if (!fieldset) return;
  fieldset.addEventListener('focusout', focusSubmitOnceHeld);
  return () => fieldset.removeEventListener('focusout', focusSubmitOnceHeld);
}

/**
 * Adds photos to a form: each is resized in the browser (which drops its metadata), posted straight to
 * the uploads bucket with a form `requestForm` gets from the API, and only then named to the form by its
 * key. The form holds the keys; the previews stay here, unless the form lists the photos itself
 * (`children`, from the preview each `onAdded` gives it), shown where the thumbnails would be. Such a
 * form moves the focus itself after a removal, to Add photos (`addRef`) once the last photo has gone.
 * The form's `uploads` (lib/form.ts) go both ways. `onUploading` hears whether a photo is on its way,
 * which the form's keys do not name yet: a form saved meanwhile would go without it. A photo is on its
 * way until the promise `onAdded` may give has settled (a form that reads the photo's size before it
 * holds it). While `saving`, the photos wait in turn, the form's own list of them included: the save's
 * answer would drop a change made meanwhile (decision 0107). Disabled as a fieldset, the way a form is
 * held still while it is sent.
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
  saving,
  onUploading,
  children,
}: FormUploads & {
  label: string;
  hint: string;
  max: number;
  keys: readonly string[];
  requestForm: (contentType: PhotoContentType) => Promise<UploadForm>;
  onAdded: (key: string, preview: string) => void | Promise<void>;
  onRemoved: (key: string) => void;
  addRef?: (element: HTMLInputElement | null) => void;
  children?: ReactNode;
}) {
  const listed = children === undefined;
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const waitId = useId();
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(0);
  const room = max - keys.length - uploading;
  const busy = uploading > 0;
  // Told when it changes only, so a form may give a new function at each render (one per item of a list).
  const tellUploading = useEffectEvent((now: boolean) => onUploading(now));
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
    <fieldset
      disabled={saving}
      aria-labelledby={labelId}
      aria-describedby={saving ? waitId : undefined}
      ref={listenForHeldFocus}
      className="min-w-0 space-y-2"
    >
      <span id={labelId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </span>
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
                aria-describedby={saving ? waitId : undefined}
                className="absolute -top-2 -right-2 rounded-full bg-slate-800 p-1 text-white shadow focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:bg-slate-500 dark:bg-slate-200 dark:text-slate-900 dark:disabled:bg-slate-400"
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
            aria-describedby={saving ? `${hintId} ${waitId}` : hintId}
            className="sr-only"
            onChange={(event) => {
              choose(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {/* Said, not shown: Save's spinner shows why, and a line under each picker moved the form (the
          check-in dialog has eight) for the moment a save takes. */}
      {saving && (
        <p id={waitId} className="sr-only">
          {messages.uploads.waitForTheSave}
        </p>
      )}
    </fieldset>
  );
}
