import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3, written out rather than taken from @aws-sdk/client-s3, whose client
 * would put some 165 KB into a Lambda bundle that has 60 KB left (decision 0037). Only what the uploads
 * need: the signing key, a POST policy's signature, a presigned GET and a header-signed request. The
 * unit tests hold each to the output of AWS's own SDK for the same inputs.
 */

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export const sigV4Algorithm = 'AWS4-HMAC-SHA256';
export const unsignedPayload = 'UNSIGNED-PAYLOAD';

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** `20260101T120000Z`, the timestamp every SigV4 field carries. */
export const amzDate = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The credential scope: `{yyyymmdd}/{region}/s3/aws4_request`. */
export const credentialScope = (date: string, region: string) =>
  `${date.slice(0, 8)}/${region}/s3/aws4_request`;

/** The key that signs for one day, region and service: four HMACs from the secret. */
export function signingKey(secretAccessKey: string, date: string, region: string, service = 's3'): Buffer {
  const day = hmac(`AWS4${secretAccessKey}`, date.slice(0, 8));
  return hmac(hmac(hmac(day, region), service), 'aws4_request');
}

/** A POST policy (base64 of its JSON) is signed as it is, with no canonical request around it. */
export const policySignature = (key: Buffer, base64Policy: string) =>
  createHmac('sha256', key).update(base64Policy, 'utf8').digest('hex');

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is percent-encoded. */
export const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** An S3 path: each segment encoded once (S3 does not double-encode), the slashes kept. */
export const canonicalPath = (path: string) => path.split('/').map(uriEncode).join('/');

export const canonicalQuery = (query: Record<string, string>) =>
  Object.keys(query)
    .sort()
    .map((name) => `${uriEncode(name)}=${uriEncode(query[name]!)}`)
    .join('&');

/** The signature of one request, from its parts as SigV4's canonical request lays them out. */
export function requestSignature(input: {
  method: string;
  /** The decoded path, e.g. /bucket/incoming/a b.jpg */
  path: string;
  query: Record<string, string>;
  /** Lower-case names; every one of them is signed. */
  headers: Record<string, string>;
  payloadHash: string;
  date: string;
  region: string;
  secretAccessKey: string;
}): string {
  const names = Object.keys(input.headers).sort();
  const canonicalRequest = [
    input.method,
    canonicalPath(input.path),
    canonicalQuery(input.query),
    names.map((name) => `${name}:${input.headers[name]!.trim()}\n`).join(''),
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const stringToSign = [
    sigV4Algorithm,
    input.date,
    credentialScope(input.date, input.region),
    sha256Hex(canonicalRequest),
  ].join('\n');
  return policySignature(signingKey(input.secretAccessKey, input.date, input.region), stringToSign);
}

/**
 * A URL that lets its holder GET one object until it expires, as the SDK's presigner makes it: the
 * signature covers the host only, the payload is unsigned, the credentials ride in the query.
 */
export function presignedGetUrl(input: {
  url: URL;
  credentials: S3Credentials;
  region: string;
  at: Date;
  expiresSeconds: number;
}): string {
  const { url, credentials, region, at } = input;
  const date = amzDate(at);
  const query: Record<string, string> = {
    'X-Amz-Algorithm': sigV4Algorithm,
    'X-Amz-Content-Sha256': unsignedPayload,
    'X-Amz-Credential': `${credentials.accessKeyId}/${credentialScope(date, region)}`,
    'X-Amz-Date': date,
    'X-Amz-Expires': String(input.expiresSeconds),
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
    'X-Amz-SignedHeaders': 'host',
  };
  const signature = requestSignature({
    method: 'GET',
    path: decodeURIComponent(url.pathname),
    query,
    headers: { host: url.host },
    payloadHash: unsignedPayload,
    date,
    region,
    secretAccessKey: credentials.secretAccessKey,
  });
  return `${url.origin}${url.pathname}?${canonicalQuery(query)}&X-Amz-Signature=${signature}`;
}

/** The headers of a request signed in its Authorization header (the server's own S3 calls). */
export function signedHeaders(input: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  credentials: S3Credentials;
  region: string;
  at: Date;
}): Record<string, string> {
  const { credentials, region } = input;
  const date = amzDate(input.at);
  const payloadHash = sha256Hex('');
  const headers: Record<string, string> = {
    ...input.headers,
    host: input.url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': date,
    ...(credentials.sessionToken ? { 'x-amz-security-token': credentials.sessionToken } : {}),
  };
  const signature = requestSignature({
    method: input.method,
    path: decodeURIComponent(input.url.pathname),
    query: Object.fromEntries(input.url.searchParams),
    headers,
    payloadHash,
    date,
    region,
    secretAccessKey: credentials.secretAccessKey,
  });
  const names = Object.keys(headers).sort().join(';');
  const authorization = `${sigV4Algorithm} Credential=${credentials.accessKeyId}/${credentialScope(date, region)}, SignedHeaders=${names}, Signature=${signature}`;
  const { host: _host, ...sent } = headers;
  return { ...sent, authorization };
}
