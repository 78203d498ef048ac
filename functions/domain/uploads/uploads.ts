import { randomBytes } from 'node:crypto';
import * as messages from '#contract/messages';
import {
  maxPhotoBytes,
  readUrlSeconds,
  uploadFormSeconds,
  uploadIdPattern,
  type PhotoContentType,
  type PhotoLink,
  type UploadForm,
  type UploadPurpose,
} from '#contract/uploads';
import { badRequest } from '../../platform/errors.ts';
import { logger } from '../../platform/observability.ts';
import { copyObject, deleteObject, readUrl, uploadForm } from '../../platform/uploads-bucket.ts';

/**
 * Uploads in two steps (decision 0037). The browser asks for a form and posts the file straight to
 * `incoming/{purpose}/{userId}/{id}`, where the bucket's lifecycle rule removes it after a day unless it
 * is attached. Attaching copies it to `attached/…` (the same path after the first segment), which the
 * rule never touches, and the record names that key. A key is always made here, never taken from the
 * client: a user can attach only what was uploaded under their own prefix for this purpose.
 */

const incoming = 'incoming/';
const attached = 'attached/';

const incomingPrefix = (purpose: UploadPurpose, userId: string) => `${incoming}${purpose}/${userId}/`;

const attachedKeyOf = (incomingKey: string) => attached + incomingKey.slice(incoming.length);

/** A form for one photo: this user, this purpose, this type, at most maxPhotoBytes, for a few minutes. */
export async function issuePhotoUpload(
  purpose: UploadPurpose,
  userId: string,
  contentType: PhotoContentType,
): Promise<UploadForm> {
  const key = incomingPrefix(purpose, userId) + randomBytes(16).toString('base64url');
  const form = await uploadForm({
    key,
    contentType,
    maxBytes: maxPhotoBytes,
    expiresSeconds: uploadFormSeconds,
  });
  return { key, ...form, maxBytes: maxPhotoBytes };
}

/**
 * Keeps the user's uploads named by `keys` and answers the keys they are kept under. Every key must be
 * one of this user's for this purpose, and uploaded; otherwise nothing is kept for the caller's record
 * (a copy already made stays under attached/ unreferenced, which costs a few bytes and shows nobody).
 */
export async function attachUploads(
  purpose: UploadPurpose,
  userId: string,
  keys: readonly string[],
): Promise<string[]> {
  const prefix = incomingPrefix(purpose, userId);
  const ownUpload = (key: string) => key.startsWith(prefix) && uploadIdPattern.test(key.slice(prefix.length));
  if (!keys.every(ownUpload)) throw badRequest(messages.uploads.notUploaded);
  return Promise.all(
    keys.map(async (key) => {
      if (!(await copyObject(key, attachedKeyOf(key)))) throw badRequest(messages.uploads.notUploaded);
      return attachedKeyOf(key);
    }),
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
