import { fromEnv } from '@aws-sdk/credential-provider-env';
import * as messages from '#contract/messages';
import { env } from './env.ts';
import { serviceUnavailable } from './errors.ts';
import { logger } from './observability.ts';
import {
  amzDate,
  canonicalPath,
  credentialScope,
  policySignature,
  presignedGetUrl,
  signedHeaders,
  signingKey,
  sigV4Algorithm,
  type S3Credentials,
} from './sigv4.ts';

/**
 * The uploads bucket (infra/cdk/uploads.ts): the browser posts files to it with a form signed here,
 * reads them through URLs signed here, and this module moves an upload to where it is kept. The
 * signing is ours (sigv4.ts) and the three calls go through fetch, so the Lambda bundle carries no S3
 * client (decision 0037).
 */

const credentials = fromEnv();

function bucket(): string {
  const name = env().UPLOADS_BUCKET;
  if (!name) throw new Error('Invalid function configuration: set UPLOADS_BUCKET');
  return name;
}

/**
 * The bucket's address: in the cloud its virtual-hosted regional name, which is the origin the pages'
 * CSP allows (infra/security-headers.ts); locally the stand-in's endpoint, path-style.
 */
export function bucketUrl(): string {
  const { S3_ENDPOINT, AWS_REGION } = env();
  return S3_ENDPOINT
    ? `${S3_ENDPOINT.replace(/\/$/, '')}/${bucket()}`
    : `https://${bucket()}.s3.${AWS_REGION}.amazonaws.com`;
}

const objectUrl = (key: string) => new URL(`${bucketUrl()}/${canonicalPath(key)}`);

async function signer(): Promise<{ credentials: S3Credentials; region: string }> {
  return { credentials: await credentials(), region: env().AWS_REGION };
}

const isoSeconds = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * A presigned POST for exactly one key: S3 accepts the file only with this key, this type, a size from
 * 1 byte to `maxBytes`, before `expiresSeconds` have passed. The fields and the policy are laid out as
 * @aws-sdk/s3-presigned-post lays them out.
 */
export async function uploadForm(input: {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresSeconds: number;
  at?: Date;
}): Promise<{ url: string; fields: Record<string, string>; expiresAt: string }> {
  const { credentials: creds, region } = await signer();
  const at = input.at ?? new Date();
  const date = amzDate(at);
  const expiresAt = new Date(at.getTime() + input.expiresSeconds * 1000);
  const fields: Record<string, string> = {
    'Content-Type': input.contentType,
    bucket: bucket(),
    'X-Amz-Algorithm': sigV4Algorithm,
    'X-Amz-Credential': `${creds.accessKeyId}/${credentialScope(date, region)}`,
    'X-Amz-Date': date,
    ...(creds.sessionToken ? { 'X-Amz-Security-Token': creds.sessionToken } : {}),
  };
  const conditions = [
    ['content-length-range', 1, input.maxBytes],
    ...Object.entries(fields).map(([name, value]) => ({ [name]: value })),
    { key: input.key },
  ];
  const policy = Buffer.from(
    JSON.stringify({ expiration: isoSeconds(expiresAt), conditions }),
    'utf8',
  ).toString('base64');
  return {
    url: bucketUrl(),
    fields: {
      ...fields,
      key: input.key,
      Policy: policy,
      'X-Amz-Signature': policySignature(signingKey(creds.secretAccessKey, date, region), policy),
    },
    expiresAt: expiresAt.toISOString(),
  };
}

/** A URL that reads one object until it expires; the reader needs no other right. */
export async function readUrl(key: string, expiresSeconds: number, at = new Date()): Promise<string> {
  const { credentials: creds, region } = await signer();
  return presignedGetUrl({ url: objectUrl(key), credentials: creds, region, at, expiresSeconds });
}

async function call(method: 'PUT' | 'DELETE', key: string, headers: Record<string, string> = {}) {
  const { credentials: creds, region } = await signer();
  const url = objectUrl(key);
  try {
    return await fetch(url, {
      method,
      headers: signedHeaders({ method, url, headers, credentials: creds, region, at: new Date() }),
    });
  } catch (error) {
    logger.error('uploads bucket not reached', { error: (error as Error).name });
    throw serviceUnavailable(messages.uploads.unavailable);
  }
}

async function refused(response: Response, operation: string): Promise<never> {
  // S3's error code only: its message can quote the key, which names a user.
  const code = /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1];
  logger.error('uploads bucket refused', { operation, status: response.status, code });
  throw serviceUnavailable(messages.uploads.unavailable);
}

/**
 * Copies an object within the bucket; false when the source does not exist. S3 may answer a copy 200
 * and still report an error in the body, so the body is read either way.
 */
export async function copyObject(from: string, to: string): Promise<boolean> {
  const response = await call('PUT', to, {
    'x-amz-copy-source': `/${bucket()}/${canonicalPath(from)}`,
  });
  if (response.status === 404) {
    await response.body?.cancel();
    return false;
  }
  if (!response.ok) return refused(response, 'copy');
  const body = await response.text();
  if (body.includes('<Error>')) return refused(new Response(body, { status: 500 }), 'copy');
  return true;
}

export async function deleteObject(key: string): Promise<void> {
  const response = await call('DELETE', key);
  if (!response.ok && response.status !== 404) return refused(response, 'delete');
  await response.body?.cancel();
}
