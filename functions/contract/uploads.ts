import * as messages from './messages.ts';
import * as z from './zod.ts';

/**
 * Files the browser sends straight to the uploads bucket with a presigned POST (decision 0037). The
 * server chooses every key; the client names only what it wants to upload (a purpose and a type) and,
 * later, which of its uploads to attach.
 */

/** What an upload is for: each has its own key prefix, and each function may sign only its own. */
export const uploadPurposes = ['maintenance', 'room-photos', 'condition-photos'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/**
 * The purposes whose kept files are for everyone: they are kept under `public/{purpose}/{id}`, which
 * the CDN serves at `/{purpose}/{id}` (decision 0044), instead of `attached/…` behind signed links.
 */
export const publicUploadPurposes = ['room-photos'] as const satisfies readonly UploadPurpose[];
export type PublicUploadPurpose = (typeof publicUploadPurposes)[number];

/** The image types a photo may have: what a browser's canvas writes, and what every browser shows. */
export const photoContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof photoContentTypes)[number];

/** A photo resized in the browser (longest side 1600 px) is well under 1 MB; this leaves room for PNG. */
export const maxPhotoBytes = 4 * 1024 * 1024;

/** The longest side, in pixels, the browser resizes a photo to before uploading it. */
export const photoLongestSide = 1600;

/** How long an upload form is good for: long enough for a slow phone connection, no more. */
export const uploadFormSeconds = 5 * 60;

/** How long a signed read URL is good for; the screens that show photos refetch well before. */
export const readUrlSeconds = 10 * 60;

/** An upload's id: the last segment of its key, random and made by the server. */
export const uploadIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** The form the browser posts the file with: the url, then each field before the file. */
export interface UploadForm {
  key: string;
  url: string;
  fields: Record<string, string>;
  maxBytes: number;
  expiresAt: string;
}

/** A photo as a reader sees it: a signed URL valid until `expiresAt`. */
export interface PhotoLink {
  url: string;
  expiresAt: string;
}

/** POST …/photo-uploads: the type of the photo about to be uploaded. */
export const photoUploadSchema = z.object({
  contentType: z.enum(photoContentTypes, messages.uploads.typeInvalid),
});

/** The keys of a user's uploads, named when they are attached to a record. */
export const uploadKeysSchema = (max: number) =>
  z._default(
    z.array(z.string().check(z.maxLength(200, messages.uploads.notUploaded))).check(
      z.maxLength(max, messages.uploads.tooMany(max)),
      z.refine((keys) => new Set(keys).size === keys.length, messages.uploads.repeated),
    ),
    [],
  );
