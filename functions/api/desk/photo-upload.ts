import { photoUploadSchema } from '#contract/uploads';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { photoUploadForm } from '../photo-upload.ts';

/**
 * POST /desk/photo-uploads (staff): a form to post one photo of a room's item straight to the uploads
 * bucket, under this staff member's own prefix; the check-in or check-out then names the key with its
 * item. The same forms, limits and per-account rate as a repair's photos (decision 0037).
 */
export const conditionPhotoUpload = defineOperation({
  route: 'POST /desk/photo-uploads',
  access: staff,
  body: photoUploadSchema,
  handle: photoUploadForm('condition-photos'),
});
