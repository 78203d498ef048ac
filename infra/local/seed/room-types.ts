import { systemActor, type Actor } from '../../../functions/data/audit.ts';
import { getSettings } from '../../../functions/data/settings.ts';
import { saveRoomTypeDetails } from '../../../functions/domain/rooms/room-type-details.ts';
import { demoPhotoSize, doubleRoomPhoto, uploadDemoPhoto } from './demo-photo.ts';

/**
 * A photo and an amenity of their own for the Double rooms, uploaded and saved by `actor` (the demo
 * admin; the system for the benchmarks) at `at` (ISO) through the room type's own save, which publishes
 * the photo (decision 0044) and writes its audit entry, so `npm start` shows them on the public rooms
 * page and in a room's details, and the trail says who added them and when.
 */
export async function seedRoomTypes(actor: Actor = systemActor, at?: string): Promise<void> {
  const key = await uploadDemoPhoto('room-photos', actor.id, doubleRoomPhoto);
  const double = (await getSettings()).roomTypes.find((type) => type.name === 'Double')!;
  await saveRoomTypeDetails(
    actor,
    double.name,
    {
      amenities: double.amenities,
      otherAmenities: ['Reading lamps'],
      photos: [
        {
          key,
          alt: 'A Double room in daylight: a made bed along each wall, and a desk and chair for each under the window',
          ...demoPhotoSize,
        },
      ],
    },
    at,
  );
}
