import type { UploadForm } from '#contract/uploads';
import { photoUploadSchema } from '#contract/uploads';
import { issuePhotoUpload, uploadFormsPerUser } from '../../domain/uploads/uploads.ts';
import { students } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { countRequest } from '../http/throttle.ts';

/**
 * POST /maintenance/photo-uploads (student): a form to post one photo of a problem straight to the
 * uploads bucket, for a key under this student's own prefix. The report then names the key. Limited
 * per student (uploadFormsPerUser): past it, 429 with Retry-After.
 */
export const maintenancePhotoUpload = defineOperation({
  method: 'POST',
  path: '/maintenance/photo-uploads',
  access: students,
  body: photoUploadSchema,
  handle: async ({ body, session }): Promise<{ upload: UploadForm }> => {
    await countRequest([uploadFormsPerUser, session.userId]);
    return { upload: await issuePhotoUpload('maintenance', session.userId, body.contentType) };
  },
});
