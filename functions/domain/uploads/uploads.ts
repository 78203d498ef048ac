import { randomBytes } from 'node:crypto';
import * as messages from '#contract/messages';
import {
  maxPhotoBytes,
  readUrlSeconds,
  uploadFormSeconds,
  uploadIdPattern,
  type PhotoContentType,
  type PhotoLink,
  type PublicUploadPurpose,
  type UploadForm,
  type UploadPurpose,
} from '#contract/uploads';
import type { ThrottleRule } from '../../data/throttle.ts';
import { badRequest } from '../../platform/errors.ts';
import { logger } from '../../platform/observability.ts';
import { copyObject, deleteObject, readUrl, uploadForm } from '../../platform/uploads-bucket.ts';

/**
 * Uploads in two steps (decision 0037). The browser asks for a form and posts the file straight to
 * `incoming/{purpose}/{userId}/{id}`, where the bucket's lifecycle rule removes it after a day unless it
 * is attached. Attaching copies it to `attached/{purpose}/{new id}`, which the rule never touches, and
 * the record names that key. A key is always made here, never taken from the client: a user can attach
 * only what was uploaded under their own prefix for this purpose. The kept key names no user: its signed
 * link shows it, and a student reading the desk's photos of their room learnt the id of the staff member
 * who took them (decision 0110). Keys kept before carry the uploader's id and still read as they are.
 */

/**
 * How many upload forms one account may ask for in an hour (decision 0043). A student's report takes
 * three photos, and a student who retries or changes their mind a few times stays far below 30. Staff
 * photograph rooms at the desk: on arrival day one desk checks in dozens of students an hour, with up
 * to three photos an item, so their limit is ten times a student's. Either way a script that asks for
 * forms by the thousand (each a signed permission to write to the bucket) is refused. Counted per
 * account, since only a signed-in user may ask, so no one else's requests count against theirs.
 */
export const uploadFormsPerUser: ThrottleRule = { name: 'upload-forms', limit: 30, windowSeconds: 60 * 60 };
export const uploadFormsPerStaff: ThrottleRule = { ...uploadFormsPerUser, limit: 300 };

const incoming = 'incoming/';
const attached = 'attached/';

const incomingPrefix = (purpose: UploadPurpose, userId: string) => `${incoming}${purpose}/${userId}/`;

const newUploadId = () => randomBytes(16).toString('base64url');

/** A form for one photo: this user, this purpose, this type, at most maxPhotoBytes, for a few minutes. */
export async function issuePhotoUpload(
  purpose: UploadPurpose,
  userId: string,
  contentType: PhotoContentType,
): Promise<UploadForm> {
  const key = incomingPrefix(purpose, userId) + newUploadId();
  const form = await uploadForm({
    key,
    contentType,
    maxBytes: maxPhotoBytes,
    expiresSeconds: uploadFormSeconds,
  });
  return { key, ...form, maxBytes: maxPhotoBytes };
}

/**
 * Copies each of the user's uploads named by `keys` to where `keptAt` puts a new id; 400 unless every one
 * is theirs. The id is new each time because a form can be posted again while it is valid: the same
 * incoming key can then hold another file, which must never be copied over one a record already shows.
 */
async function keepUploads(
  purpose: UploadPurpose,
  userId: string,
  keys: readonly string[],
  keptAt: (id: string) => string,
): Promise<string[]> {
  const prefix = incomingPrefix(purpose, userId);
  const ownUpload = (key: string) => key.startsWith(prefix) && uploadIdPattern.test(key.slice(prefix.length));
  if (!keys.every(ownUpload)) throw badRequest(messages.uploads.notUploaded);
  return Promise.all(
    keys.map(async (key) => {
      const kept = keptAt(newUploadId());
      if (!(await copyObject(key, kept))) throw badRequest(messages.uploads.notUploaded);
      return kept;
    }),
  );
}

/**
 * Keeps the user's uploads named by `keys` and answers the keys they are kept under. Every key must be
 * one of this user's for this purpose, and uploaded; otherwise nothing is kept for the caller's record
 * (a copy already made stays under attached/ unreferenced, which costs a few bytes and shows nobody).
 */
export function attachUploads(
  purpose: UploadPurpose,
  userId: string,
  keys: readonly string[],
): Promise<string[]> {
  return keepUploads(purpose, userId, keys, (id) => `${attached}${purpose}/${id}`);
}

const publicKeyOf = (purpose: PublicUploadPurpose, id: string) => `public/${purpose}/${id}`;

/**
 * Publishes the user's uploads named by `keys` for everyone: each is copied to `public/{purpose}/{id}`,
 * which the CDN serves at `/{purpose}/{id}` (decision 0044), and its id is answered. The same checks as
 * attachUploads: only this user's own uploads for this purpose.
 */
export async function publishUploads(
  purpose: PublicUploadPurpose,
  userId: string,
  keys: readonly string[],
): Promise<string[]> {
  const kept = await keepUploads(purpose, userId, keys, (id) => publicKeyOf(purpose, id));
  return kept.map((key) => key.slice(publicKeyOf(purpose, '').length));
}

/** Takes published files down once the record that showed them no longer does. Best effort, like forgetIncoming. */
export async function unpublish(purpose: PublicUploadPurpose, ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.map((id) =>
      deleteObject(publicKeyOf(purpose, id)).catch(() => logger.warn('published upload not removed')),
    ),
  );
}

/**
 * Removes the incoming copies once the record that keeps them is committed. Best effort: one left
 * behind is removed by the lifecycle rule within a day.
 */
export async function forgetIncoming(keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      deleteObject(key).catch(() => logger.warn('incoming upload not removed; the lifecycle rule will')),
    ),
  );
}

/** Short-lived read links for kept uploads, in the same order. */
export async function photoLinks(keys: readonly string[], at = new Date()): Promise<PhotoLink[]> {
  const expiresAt = new Date(at.getTime() + readUrlSeconds * 1000).toISOString();
  return Promise.all(keys.map(async (key) => ({ url: await readUrl(key, readUrlSeconds, at), expiresAt })));
}
