import * as messages from '#contract/messages';
import { roomTypeDetailsSchema, roomTypeNameParamsSchema, type RoomType } from '#contract/rooms';
import { photoUploadSchema } from '#contract/uploads';
import { saveRoomTypeDetails } from '../../domain/rooms/room-type-details.ts';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { photoUploadForm } from '../photo-upload.ts';

/**
 * POST /settings/room-photo-uploads (staff): a form to post one photo of a room type straight to the
 * uploads bucket, under this staff member's own prefix; saving the type's details then names the key.
 * The same per-account rate as every upload form (decision 0037).
 */
export const roomPhotoUpload = defineOperation({
  route: 'POST /settings/room-photo-uploads',
  access: staff,
  body: photoUploadSchema,
  handle: photoUploadForm('room-photos'),
});

/**
 * PUT /settings/room-types/{name} (staff): the type's amenities and its photos in order. The app's room
 * details and the public rooms page read them from the settings (GET /settings/public).
 */
export const updateRoomTypeDetails = defineOperation({
  route: 'PUT /settings/room-types/{name}',
  access: staff,
  params: roomTypeNameParamsSchema,
  body: roomTypeDetailsSchema,
  handle: async ({ params, body, session }): Promise<{ roomType: RoomType; message: string }> => {
    const roomType = await saveRoomTypeDetails(session, params.name, body);
    return { roomType, message: messages.rooms.detailsSaved(roomType.name) };
  },
});
