import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maxPhotoBytes } from '../../../functions/contract/uploads.ts';
import { issuePhotoUpload, photoLinks } from '../../../functions/domain/uploads/uploads.ts';
import { readUrl, uploadForm } from '../../../functions/platform/uploads-bucket.ts';
import { fetchFromS3, photoBytes, postToForm } from '../../support/uploads.ts';

/**
 * The S3 stand-in (infra/local/s3.ts) against the forms and URLs the functions sign: what a browser
 * may do with them, and what a user who has one may try with it (OWASP ASVS V12.1, V4.1).
 */
const user = () => randomBytes(12).toString('hex');
const siteOrigin = process.env.PUBLIC_ORIGIN!;

describe('an upload form', () => {
  it('stores the photo it was made for, which a signed URL then reads back', async () => {
    const form = await issuePhotoUpload('maintenance', user(), 'image/webp');
    const photo = photoBytes(5000);

    const posted = await postToForm(form, photo, { origin: siteOrigin });
    const [link] = await photoLinks([form.key]);
    const read = await fetchFromS3(link!.url);

    expect(posted.status).toBe(204);
    expect(posted.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/webp');
    expect(read.body.equals(photo)).toBe(true);
  });

  it('is refused for another key than its own', async () => {
    const victim = await issuePhotoUpload('maintenance', user(), 'image/jpeg');
    const mine = await issuePhotoUpload('maintenance', user(), 'image/jpeg');

    const posted = await postToForm(mine, photoBytes(), { fields: { key: victim.key } });
    const read = await fetchFromS3((await photoLinks([victim.key]))[0]!.url);

    expect(posted.status).toBe(403);
    expect(posted.code).toBe('AccessDenied');
    expect(read.status).toBe(404);
  });

  it('is refused for a file larger than its limit', async () => {
    const form = await issuePhotoUpload('maintenance', user(), 'image/jpeg');

    const posted = await postToForm(form, photoBytes(maxPhotoBytes + 1));

    expect(posted.status).toBe(400);
    expect(posted.code).toBe('EntityTooLarge');
  });

  it('is refused for an empty file', async () => {
    const form = await issuePhotoUpload('maintenance', user(), 'image/jpeg');

    const posted = await postToForm(form, Buffer.alloc(0));

    expect(posted.status).toBe(400);
    expect(posted.code).toBe('EntityTooSmall');
  });

  it('is refused for another type than the one it was made for', async () => {
    const form = await issuePhotoUpload('maintenance', user(), 'image/png');

    const posted = await postToForm(form, photoBytes(), {
      fields: { 'Content-Type': 'text/html' },
      type: 'text/html',
    });

    expect(posted.status).toBe(403);
    expect(posted.code).toBe('AccessDenied');
  });

  it('is refused once it has expired', async () => {
    const form = await uploadForm({
      key: `incoming/maintenance/${user()}/${randomBytes(16).toString('base64url')}`,
      contentType: 'image/jpeg',
      maxBytes: maxPhotoBytes,
      expiresSeconds: 60,
      at: new Date(Date.now() - 61_000),
    });

    const posted = await postToForm(form, photoBytes());

    expect(posted.status).toBe(403);
    expect(posted.code).toBe('AccessDenied');
    expect(posted.body.toString()).toContain('Policy expired');
  });

  it('is refused when its policy was changed, say to a larger limit', async () => {
    const form = await issuePhotoUpload('maintenance', user(), 'image/jpeg');
    const policy = JSON.parse(Buffer.from(form.fields.Policy!, 'base64').toString('utf8'));
    policy.conditions[0] = ['content-length-range', 1, 1024 * 1024 * 1024];
    const tampered = Buffer.from(JSON.stringify(policy)).toString('base64');

    const posted = await postToForm(form, photoBytes(maxPhotoBytes + 1), { fields: { Policy: tampered } });

    expect(posted.status).toBe(403);
    expect(posted.code).toBe('SignatureDoesNotMatch');
  });

  it('is refused with a field its policy does not name, or without its signature', async () => {
    const form = await issuePhotoUpload('maintenance', user(), 'image/jpeg');

    const extra = await postToForm(form, photoBytes(), { fields: { 'x-amz-meta-owner': 'someone' } });
    const unsigned = await postToForm(form, photoBytes(), { fields: { 'X-Amz-Signature': undefined } });

    expect([extra.status, extra.code]).toEqual([403, 'AccessDenied']);
    expect([unsigned.status, unsigned.code]).toEqual([403, 'AccessDenied']);
  });

  it('answers no other origin’s page, and refuses its preflight', async () => {
    const form = await issuePhotoUpload('maintenance', user(), 'image/jpeg');

    const posted = await postToForm(form, photoBytes(), { origin: 'https://evil.example' });
    const preflight = await fetch(form.url, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });

    expect(posted.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.status).toBe(403);
  });
});

describe('a signed read URL', () => {
  async function anUpload() {
    const form = await issuePhotoUpload('maintenance', user(), 'image/jpeg');
    expect((await postToForm(form, photoBytes())).status).toBe(204);
    return form.key;
  }

  it('is refused once it has expired', async () => {
    const key = await anUpload();
    const url = await readUrl(key, 60, new Date(Date.now() - 61_000));

    const read = await fetchFromS3(url);

    expect(read.status).toBe(403);
    expect(read.code).toBe('AccessDenied');
    expect(read.body.toString()).toContain('Request has expired');
  });

  it('is refused for another key than the one it was signed for', async () => {
    const mine = await anUpload();
    const theirs = await anUpload();
    const url = new URL(await readUrl(mine, 600));
    url.pathname = url.pathname.replace(mine.split('/').at(-1)!, theirs.split('/').at(-1)!);

    const read = await fetchFromS3(url.toString());

    expect(read.status).toBe(403);
    expect(read.code).toBe('SignatureDoesNotMatch');
  });

  it('is refused with a longer lifetime than it was signed for, or with no signature', async () => {
    const key = await anUpload();
    const url = new URL(await readUrl(key, 60));
    url.searchParams.set('X-Amz-Expires', '604800');
    const bare = new URL(url.pathname, url.origin);

    const stretched = await fetchFromS3(url.toString());
    const unsigned = await fetchFromS3(bare.toString());

    expect([stretched.status, stretched.code]).toEqual([403, 'SignatureDoesNotMatch']);
    expect([unsigned.status, unsigned.code]).toEqual([403, 'AccessDenied']);
  });

  it('cannot be turned into a write or a delete', async () => {
    const key = await anUpload();
    const url = await readUrl(key, 600);

    const put = await fetchFromS3(url, { method: 'PUT', body: 'overwritten' });
    const remove = await fetchFromS3(url, { method: 'DELETE' });
    const read = await fetchFromS3(url);

    expect([put.status, remove.status]).toEqual([403, 403]);
    expect(read.body.equals(photoBytes())).toBe(true);
  });
});
