import { useState } from 'react';
import { Dialog } from './dialog.tsx';

/**
 * Photos as thumbnails that open larger in a dialog. Signed links are short-lived: the screen that shows
 * them refetches its data, and with it new links, long before they expire. `alt` describes a photo
 * where someone wrote what it shows.
 */
export function PhotoGallery({
  photos,
  label,
}: {
  photos: readonly { url: string; alt?: string }[];
  label: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? undefined : photos[open];
  return (
    <>
      <ul className="flex flex-wrap gap-3" aria-label={label}>
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block overflow-hidden rounded-lg border border-slate-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-700"
            >
              <img
                src={photo.url}
                alt={`${photo.alt ?? `Photo ${index + 1} of ${photos.length}`}, open larger`}
                loading="lazy"
                className="h-24 w-24 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={shown !== undefined}
        title={`Photo ${(open ?? 0) + 1} of ${photos.length}`}
        onClose={() => setOpen(null)}
      >
        {shown && (
          <img
            src={shown.url}
            alt={shown.alt ?? `Photo ${(open ?? 0) + 1} of ${photos.length}`}
            className="mx-auto max-h-[65vh] w-auto rounded-lg"
          />
        )}
      </Dialog>
    </>
  );
}
