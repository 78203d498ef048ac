import * as messages from '#contract/messages';
import type { RoomType } from '#contract/rooms';
import { roomTypeDetailsSchema } from '#contract/rooms';
import type * as z from '#contract/zod';
import { actorOf, auditItems, type Actor } from '../../data/audit.ts';
import type { Session } from '../../data/sessions.ts';
import { getSettings, saveRoomTypes } from '../../data/settings.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { forgetIncoming, publishUploads, unpublish } from '../uploads/uploads.ts';
import { refusedIfChangedMeanwhile } from '../settings/change-settings.ts';

type Details = z.output<typeof roomTypeDetailsSchema>;

const incoming = 'incoming/';

/**
 * Sets what a room type has and which photos show it, in order. A photo the type already shows is named
 * by its id; any other must be the staff member's own new upload, which is published (decision 0044)
 * before the types are written. The write is refused if the room types were written since they were
 * read (another setting saved meanwhile refuses nothing); photos the type no longer shows are taken
 * down after it commits. `by` is the signed-in staff member, or (the demo seed's history, written after
 * the fact) a staff actor with the time they saved (`at`; else now) for the audit entry.
 */
export async function saveRoomTypeDetails(
  by: Session | Actor,
  name: string,
  details: Details,
  at?: string,
): Promise<RoomType> {
  const actor = 'userId' in by ? actorOf(by) : by;
  const before = await getSettings();
  const type = before.roomTypes.find((known) => known.name === name);
  if (!type) throw notFound(messages.rooms.typeNotFound);

  const shown = new Map(type.photos.map((photo) => [photo.id, photo]));
  const uploads = details.photos.filter((photo) => !shown.has(photo.key)).map((photo) => photo.key);
  if (!uploads.every((key) => key.startsWith(incoming))) throw badRequest(messages.rooms.photoUnknown);
  const published = await publishUploads('room-photos', actor.id, uploads);
  const idOf = new Map(uploads.map((key, index) => [key, published[index]!]));

  const after: RoomType = {
    ...type,
    amenities: details.amenities,
    otherAmenities: details.otherAmenities,
    photos: details.photos.map(({ key, alt, width, height }) => ({
      id: idOf.get(key) ?? key,
      alt,
      width,
      height,
    })),
  };
  const summary = (roomType: RoomType) => ({
    amenities: [...roomType.amenities, ...roomType.otherAmenities].join(', '),
    photos: roomType.photos.length,
  });
  await saveRoomTypes(
    before,
    before.roomTypes.map((known) => (known === type ? after : known)),
    auditItems({
      actor,
      action: 'settings.roomType',
      entity: { type: 'settings', id: 'roomTypes', name: `Room type ${type.name}` },
      before: summary(type),
      after: summary(after),
      at,
    }),
  ).catch(refusedIfChangedMeanwhile);

  const kept = new Set(after.photos.map((photo) => photo.id));
  await Promise.all([
    forgetIncoming(uploads),
    unpublish(
      'room-photos',
      type.photos.filter((photo) => !kept.has(photo.id)).map((photo) => photo.id),
    ),
  ]);
  return after;
}
