import type { UploadForm } from '#contract/uploads';
import { photoUploadSchema } from '#contract/uploads';
import { issuePhotoUpload, uploadFormsPerUser } from '../../domain/uploads/uploads.ts';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { countRequest } from '../http/throttle.ts';

/**
 * POST /desk/photo-uploads (staff): a form to post one photo of a room's item straight to the uploads
 * bucket, under this staff member's own prefix; the check-in or check-out then names the key with its
 * item. The same forms, limits and per-account rate as a repair's photos (decision 0037).
 */
export const conditionPhotoUpload = defineOperation({
  method: 'POST',
  path: '/desk/photo-uploads',
  access: staff,
  body: photoUploadSchema,
  handle: async ({ body, session }): Promise<{ upload: UploadForm }> => {
    await countRequest([uploadFormsPerUser, session.userId]);
    return { upload: await issuePhotoUpload('condition-photos', session.userId, body.contentType) };
  },
});
