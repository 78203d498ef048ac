import { Check } from 'lucide-react';
import { roomAmenities, roomPhotoPath } from '#contract/rooms';
import { usePublicSettings } from '../../lib/public-settings.ts';
import { PhotoGallery } from '../ui/photo-gallery.tsx';
import { amenityIcons } from './amenity-icons.ts';

/**
 * What a room of this type has and its photos, as staff set them under Settings (the same data as the
 * public rooms page). Nothing shows for a type without either.
 */
export function RoomTypeShowcase({ roomType }: { roomType: string }) {
  const type = usePublicSettings().data?.roomTypes.find((known) => known.name === roomType);
  if (!type || type.amenities.length + type.otherAmenities.length + type.photos.length === 0) return null;
  return (
    <section aria-labelledby="room-type-showcase" className="space-y-4">
      <h2 id="room-type-showcase" className="font-semibold">
        What a {type.name} room has
      </h2>
      {type.photos.length > 0 && (
        <PhotoGallery
          label={`Photos of a ${type.name} room`}
          photos={type.photos.map((photo) => ({ url: roomPhotoPath(photo.id), alt: photo.alt }))}
        />
      )}
      <ul className="grid gap-2 text-sm sm:grid-cols-2">
        {type.amenities.map((amenity) => {
          const Icon = amenityIcons[amenity];
          return (
            <li key={amenity} className="flex items-center gap-2">
              <Icon className="size-4 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
              {roomAmenities[amenity]}
            </li>
          );
        })}
        {type.otherAmenities.map((amenity) => (
          <li key={amenity} className="flex items-center gap-2">
            <Check className="size-4 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
            {amenity}
          </li>
        ))}
      </ul>
    </section>
  );
}
