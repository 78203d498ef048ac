import { photoUploadSchema } from '#contract/uploads';
import { students } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { photoUploadForm } from '../photo-upload.ts';

/**
 * POST /maintenance/photo-uploads (student): a form to post one photo of a problem straight to the
 * uploads bucket, for a key under this student's own prefix. The report then names the key. Limited
 * per student (uploadFormsPerUser): past it, 429 with Retry-After.
 */
export const maintenancePhotoUpload = defineOperation({
  route: 'POST /maintenance/photo-uploads',
  access: students,
  body: photoUploadSchema,
  handle: photoUploadForm('maintenance'),
});
