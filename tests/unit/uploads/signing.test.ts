import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The uploads bucket's signing is ours (functions/platform/sigv4.ts, decision 0037); these hold it to
 * what AWS's own SDK makes from the same credentials, moment and request, so S3 accepts what we sign.
 */
const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'session/token+with=odd chars',
};
const region = 'eu-west-1';
const bucket = 'hostel-uploads-test';
const at = new Date('2026-11-25T03:30:15.123Z');

beforeAll(() => {
  vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
  vi.stubEnv('AWS_SESSION_TOKEN', credentials.sessionToken);
  vi.stubEnv('AWS_REGION', region);
  vi.stubEnv('UPLOADS_BUCKET', bucket);
  vi.stubEnv('TABLE_NAME', 'unit');
  vi.stubEnv('PUBLIC_ORIGIN', 'https://hostel.example.edu');
  vi.stubEnv('SENDER_EMAIL', 'no-reply@hostel.example.edu');
  vi.stubEnv('SESSION_SECRET', 'x'.repeat(40));
});
afterEach(() => vi.useRealTimers());

const sdk = () => new S3Client({ region, credentials });

describe('the uploads bucket signing', () => {
  it('makes the same presigned POST as @aws-sdk/s3-presigned-post', async () => {
    const { uploadForm } = await import('../../../functions/platform/uploads-bucket.ts');
    const key = 'incoming/maintenance/0123456789abcdef01234567/AbCdEfGhIjKlMnOpQrStUv';
    vi.useFakeTimers({ now: at, toFake: ['Date'] });
    const expected = await createPresignedPost(sdk(), {
      Bucket: bucket,
      Key: key,
      Conditions: [['content-length-range', 1, 4096]],
      Fields: { 'Content-Type': 'image/webp' },
      Expires: 300,
    });

    const ours = await uploadForm({
      key,
      contentType: 'image/webp',
      maxBytes: 4096,
      expiresSeconds: 300,
      at,
    });

    expect(ours.fields).toEqual(expected.fields);
    expect(ours.url.replace(/\/$/, '')).toBe(expected.url.replace(/\/$/, ''));
    expect(ours.expiresAt).toBe('2026-11-25T03:35:15.123Z');
  });

  it('makes the same presigned GET as the SDK signer, for a key that needs encoding', async () => {
    const { readUrl } = await import('../../../functions/platform/uploads-bucket.ts');
    const key = 'attached/maintenance/u 1/ph*to+(1)';
    const signer = new SignatureV4({
      credentials,
      region,
      service: 's3',
      sha256: sdk().config.sha256,
      uriEscapePath: false,
    });
    const host = `${bucket}.s3.${region}.amazonaws.com`;
    const presigned = await signer.presign(
      {
        method: 'GET',
        protocol: 'https:',
        hostname: host,
        path: '/attached/maintenance/u%201/ph%2Ato%2B%281%29',
        query: {},
        headers: { host, 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' },
      },
      { signingDate: at, expiresIn: 600, unsignableHeaders: new Set(['x-amz-content-sha256']) },
    );

    const ours = new URL(await readUrl(key, 600, at));

    const query = presigned.query as Record<string, string>;
    expect(Object.fromEntries(ours.searchParams)).toEqual(query);
    expect(ours.host).toBe(host);
    expect(ours.pathname).toBe(presigned.path);
  });
});
