import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadPurpose } from '../../../functions/contract/uploads.ts';
import { issuePhotoUpload } from '../../../functions/domain/uploads/uploads.ts';
import { projectRoot } from '../config.ts';

/** The size the browser sends a photo at (16:9, longest side 1600 px), which every demo photo has. */
export const demoPhotoSize = { width: 1600, height: 900 };

/** The Double room's own photo, drawn by site/scripts/draw-double-room.ts. */
export const doubleRoomPhoto = join(projectRoot, 'infra/local/seed/double-room.jpg');

/** The resident's photo of the ants they report, drawn by site/scripts/draw-window-close-ups.ts. */
export const antsPhoto = join(projectRoot, 'infra/local/seed/ants-on-window-frame.jpg');

/** The desk's photo of the resident's worn curtains, drawn by site/scripts/draw-window-close-ups.ts. */
export const wornCurtainsPhoto = join(projectRoot, 'infra/local/seed/worn-curtains.jpg');

/**
 * A photo uploaded as the app uploads one: a form from the functions, posted to the S3 stand-in. Answers
 * its incoming key, for the caller to keep as its record does.
 */
export async function uploadDemoPhoto(
  purpose: UploadPurpose,
  userId: string,
  photo: string,
): Promise<string> {
  const form = await issuePhotoUpload(purpose, userId, 'image/jpeg');
  const data = new FormData();
  for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
  data.append('file', new Blob([await readFile(photo)]));
  const posted = await fetch(form.url, { method: 'POST', body: data });
  if (posted.status !== 204) throw new Error(`Demo photo not uploaded: ${posted.status}`);
  return form.key;
}
