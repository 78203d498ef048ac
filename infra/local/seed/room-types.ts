import { getSettings, saveRoomTypes } from '../../../functions/data/settings.ts';
import { forgetIncoming, publishUploads } from '../../../functions/domain/uploads/uploads.ts';
import { demoPhotoSize, doubleRoomPhoto, uploadDemoPhoto } from './demo-photo.ts';

/**
 * A photo and an amenity of their own for the Double rooms, published as staff publish them (decision
 * 0044), so `npm start` shows them on the public rooms page and in a room's details.
 */
export async function seedRoomTypes(): Promise<void> {
  const uploader = 'seed';
  const key = await uploadDemoPhoto('room-photos', uploader, doubleRoomPhoto);
  const [id] = await publishUploads('room-photos', uploader, [key]);
  await forgetIncoming([key]);
  const settings = await getSettings();
  await saveRoomTypes(
    settings,
    settings.roomTypes.map((type) =>
      type.name === 'Double'
        ? {
            ...type,
            otherAmenities: ['Reading lamps'],
            photos: [
              {
                id: id!,
                alt: 'A Double room in daylight: a made bed along each wall, and a desk and chair for each under the window',
                ...demoPhotoSize,
              },
            ],
          }
        : type,
    ),
    [],
  );
}
