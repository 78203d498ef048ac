import type { PhotoContentType, UploadForm, UploadPurpose } from '#contract/uploads';
import type { Session } from '../data/sessions.ts';
import { issuePhotoUpload, uploadFormsPerStaff, uploadFormsPerUser } from '../domain/uploads/uploads.ts';
import { countRequest } from './http/throttle.ts';

/**
 * The handler of a photo-upload operation: a form to post one photo straight to the uploads bucket,
 * under the caller's own prefix for `purpose`. Every upload form counts against one per-account rate,
 * a student's or staff's (decision 0037): past it, 429 with Retry-After.
 */
export const photoUploadForm =
  (purpose: UploadPurpose) =>
  async ({
    body,
    session,
  }: {
    body: { contentType: PhotoContentType };
    session: Session;
  }): Promise<{ upload: UploadForm }> => {
    const rule = session.role === 'student' ? uploadFormsPerUser : uploadFormsPerStaff;
    await countRequest([rule, session.userId]);
    return { upload: await issuePhotoUpload(purpose, session.userId, body.contentType) };
  };
