import { expect } from 'vitest';
import type { UploadForm } from '../../functions/contract/uploads.ts';
import { call } from './hostel.ts';
import type { SignedIn } from './sessions.ts';

/** Posting a file to an upload form and reading S3's answers, as a browser would (decision 0037). */

export interface S3Answer {
  status: number;
  /** S3's error code from its XML body, when it refused. */
  code: string | undefined;
  headers: Headers;
  body: Buffer;
}

async function answerOf(response: Response): Promise<S3Answer> {
  const body = Buffer.from(await response.arrayBuffer());
  const code = /<Code>([^<]+)<\/Code>/.exec(body.toString('utf8'))?.[1];
  return { status: response.status, code, headers: response.headers, body };
}

/**
 * Posts `file` with the form's fields (each overridden, or left out when given undefined), the file
 * last, as S3 wants it.
 */
export async function postToForm(
  form: { url: string; fields: Record<string, string> },
  file: Buffer,
  options: { fields?: Record<string, string | undefined>; type?: string; origin?: string } = {},
): Promise<S3Answer> {
  const data = new FormData();
  const fields: Record<string, string | undefined> = { ...form.fields, ...options.fields };
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.append(name, value);
  data.append('file', new Blob([new Uint8Array(file)], { type: options.type ?? 'image/jpeg' }), 'photo.jpg');
  return answerOf(
    await fetch(form.url, {
      method: 'POST',
      body: data,
      headers: options.origin ? { origin: options.origin } : {},
    }),
  );
}

export const fetchFromS3 = async (url: string, init?: RequestInit) => answerOf(await fetch(url, init));

/** Bytes that stand for a photo: S3 stores what it is given, whatever it holds. */
export const photoBytes = (size = 2048) => Buffer.alloc(size, 0xab);

/** A photo uploaded as the app uploads one: a form from `formPath` for `who`, then the post to S3. */
export async function anUploadedPhoto(
  who: SignedIn,
  formPath: string,
  bytes = photoBytes(),
): Promise<UploadForm> {
  const response = await call(who, 'POST', formPath, { contentType: 'image/jpeg' });
  expect(response.status).toBe(200);
  const form = response.body.upload as UploadForm;
  expect((await postToForm(form, bytes)).status).toBe(204);
  return form;
}
