import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import {
  policySignature,
  requestSignature,
  signingKey,
  sigV4Algorithm,
  unsignedPayload,
} from '../../functions/platform/sigv4.ts';
import { isPublicUploadKey } from '../public-uploads.ts';
import { localCredentials } from './config.ts';
import { closeNow, listenOn, readBody } from './http-server.ts';
import { isLocalAwsClient } from './local-clients.ts';

/**
 * The local stand-in for the uploads bucket (infra/cdk/uploads.ts), on an origin of its own as the
 * bucket is in the cloud, so the pages' CSP and the bucket's CORS rule are exercised as they will be.
 * It answers what S3 answers for the calls the product makes, with S3's status codes and XML errors:
 * - a browser's POST of a form (presigned POST): stored only when the policy's signature verifies with
 *   the stack's credentials and every condition holds (key, type, size, expiry, no field the policy does
 *   not name);
 * - a GET (or HEAD) of an object with a presigned URL: only with a valid, unexpired signature for that
 *   very path;
 * - the functions' own copy and delete, from the stack's signed clients only (local-clients.ts);
 * - the CDN's reads of the public prefixes (decision 0044), signed as the distribution.
 * It holds no rule of the product: what may be uploaded where is in the policy the functions sign.
 * Objects are kept under `dir` (`.data/uploads/` for `npm start`).
 */

/** A POST larger than this is refused before it is read: S3 allows 5 GB, a photo needs far less. */
const maxPostBytes = 20 * 1024 * 1024;

/** S3's longest presigned URL: seven days. */
const maxPresignedSeconds = 7 * 24 * 60 * 60;

class S3Error extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const accessDenied = (message = 'Access Denied') => new S3Error(403, 'AccessDenied', message);

const signatureMismatch = () =>
  new S3Error(
    403,
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  );

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

interface StoredObject {
  contentType: string;
  size: number;
  etag: string;
  lastModified: string;
}

/** The objects, one file each (its key encoded into one safe name) beside a small JSON of its metadata. */
class ObjectStore {
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  private path(bucket: string, key: string) {
    return join(this.dir, encodeURIComponent(bucket), encodeURIComponent(key));
  }

  async put(bucket: string, key: string, contentType: string, body: Buffer): Promise<StoredObject> {
    const path = this.path(bucket, key);
    await mkdir(join(this.dir, encodeURIComponent(bucket)), { recursive: true });
    const meta: StoredObject = {
      contentType,
      size: body.byteLength,
      etag: `"${createHash('md5').update(body).digest('hex')}"`,
      lastModified: new Date().toUTCString(),
    };
    await writeFile(path, body);
    await writeFile(`${path}.meta.json`, JSON.stringify(meta));
    return meta;
  }

  async meta(bucket: string, key: string): Promise<StoredObject | undefined> {
    try {
      return JSON.parse(await readFile(`${this.path(bucket, key)}.meta.json`, 'utf8')) as StoredObject;
    } catch {
      return undefined;
    }
  }

  read(bucket: string, key: string): Promise<Buffer> {
    return readFile(this.path(bucket, key));
  }

  async copy(bucket: string, from: string, to: string): Promise<StoredObject | undefined> {
    const meta = await this.meta(bucket, from);
    if (!meta) return undefined;
    await copyFile(this.path(bucket, from), this.path(bucket, to));
    const copied = { ...meta, lastModified: new Date().toUTCString() };
    await writeFile(`${this.path(bucket, to)}.meta.json`, JSON.stringify(copied));
    return copied;
  }

  async delete(bucket: string, key: string): Promise<void> {
    await rm(this.path(bucket, key), { force: true });
    await rm(`${this.path(bucket, key)}.meta.json`, { force: true });
  }
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** `{id}/{yyyymmdd}/{region}/s3/aws4_request`, checked for the stack's own access key id. */
function credentialOf(credential: string, date: string): { region: string } {
  const [id = '', day, region, service, terminal] = credential.split('/');
  if (!sameText(id, localCredentials.accessKeyId))
    throw new S3Error(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  if (day !== date.slice(0, 8) || !region || service !== 's3' || terminal !== 'aws4_request')
    throw new S3Error(
      400,
      'AuthorizationQueryParametersError',
      'Error parsing the X-Amz-Credential parameter',
    );
  return { region };
}

/** `20260101T120000Z` as a time. */
function timeOf(date: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date);
  if (!match)
    throw new S3Error(
      400,
      'AuthorizationQueryParametersError',
      'X-Amz-Date must be in the ISO8601 Long Format',
    );
  const [, y, mo, d, h, mi, s] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

type Condition = Record<string, unknown> | unknown[];

/**
 * Checks a POST against its policy as S3 does: the signature over the base64 policy, its expiration,
 * each condition, and no form field that no condition names. `fields` has lower-case names.
 */
function checkPostPolicy(bucket: string, fields: Map<string, string>, size: number): void {
  const policy = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  if (!policy || !signature) throw accessDenied();
  if (fields.get('x-amz-algorithm') !== sigV4Algorithm)
    throw new S3Error(400, 'InvalidArgument', 'Only AWS4-HMAC-SHA256 POST policies are accepted');
  const date = fields.get('x-amz-date') ?? '';
  timeOf(date);
  const { region } = credentialOf(fields.get('x-amz-credential') ?? '', date);
  const expected = policySignature(signingKey(localCredentials.secretAccessKey, date, region), policy);
  if (!sameText(expected, signature)) throw signatureMismatch();

  let document: { expiration?: string; conditions?: Condition[] };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as typeof document;
  } catch {
    throw new S3Error(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const expiration = Date.parse(document.expiration ?? '');
  if (!Number.isFinite(expiration) || !Array.isArray(document.conditions))
    throw new S3Error(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid Simple-Condition.');
  if (expiration < Date.now()) throw accessDenied('Invalid according to Policy: Policy expired.');

  const valueOf = (name: string) => (name === 'bucket' ? bucket : fields.get(name));
  const named = new Set<string>();
  const failed = (condition: Condition) =>
    accessDenied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
  for (const condition of document.conditions) {
    if (Array.isArray(condition)) {
      const [operator, subject, expected] = condition as [string, unknown, unknown];
      if (operator === 'content-length-range') {
        const [min, max] = [Number(subject), Number(expected)];
        if (size > max)
          throw new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
        if (size < min)
          throw new S3Error(
            400,
            'EntityTooSmall',
            'Your proposed upload is smaller than the minimum allowed size',
          );
        continue;
      }
      const name = String(subject).replace(/^\$/, '').toLowerCase();
      named.add(name);
      const value = valueOf(name) ?? '';
      if (operator === 'eq' && value === expected) continue;
      if (operator === 'starts-with' && value.startsWith(String(expected))) continue;
      throw failed(condition);
    }
    for (const [rawName, expected] of Object.entries(condition)) {
      const name = rawName.toLowerCase();
      named.add(name);
      if (valueOf(name) !== expected) throw failed(condition);
    }
  }
  const unnamed = [...fields.keys()].filter(
    (name) =>
      !named.has(name) &&
      !['policy', 'x-amz-signature', 'file'].includes(name) &&
      !name.startsWith('x-ignore-'),
  );
  if (unnamed.length > 0)
    throw accessDenied(`Invalid according to Policy: Extra input fields: ${unnamed.join(', ')}`);
}

/** Checks a presigned GET as S3 does: the stack's key, not expired, the signature over this very request. */
function checkPresignedGet(method: string, host: string, path: string, query: URLSearchParams): void {
  const signature = query.get('X-Amz-Signature');
  if (!signature) throw accessDenied();
  if (query.get('X-Amz-Algorithm') !== sigV4Algorithm)
    throw new S3Error(
      400,
      'AuthorizationQueryParametersError',
      'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"',
    );
  const date = query.get('X-Amz-Date') ?? '';
  const signedAt = timeOf(date);
  const { region } = credentialOf(query.get('X-Amz-Credential') ?? '', date);
  const expires = Number(query.get('X-Amz-Expires'));
  if (!Number.isInteger(expires) || expires < 1 || expires > maxPresignedSeconds)
    throw new S3Error(
      400,
      'AuthorizationQueryParametersError',
      'X-Amz-Expires must be between 1 and 604800 seconds',
    );
  if (query.get('X-Amz-SignedHeaders') !== 'host')
    throw accessDenied('There were headers present in the request which were not signed');
  const signed = Object.fromEntries([...query].filter(([name]) => name !== 'X-Amz-Signature'));
  const expected = requestSignature({
    method,
    path,
    query: signed,
    headers: { host },
    payloadHash: query.get('X-Amz-Content-Sha256') ?? unsignedPayload,
    date,
    region,
    secretAccessKey: localCredentials.secretAccessKey,
  });
  if (!sameText(expected, signature)) throw signatureMismatch();
  // S3 checks the expiry after the signature: a forged URL is a bad signature, an old one is expired.
  if (Date.now() > signedAt + expires * 1000) throw accessDenied('Request has expired');
}

/** A multipart form as S3 reads it: fields with lower-case names, the file, and the file's size. */
async function readForm(request: IncomingMessage, body: Buffer) {
  let form: FormData;
  try {
    form = await new Request('http://s3.local/', {
      method: 'POST',
      headers: { 'content-type': String(request.headers['content-type'] ?? '') },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new S3Error(
      400,
      'MalformedPOSTRequest',
      'The body of your POST request is not well-formed multipart/form-data.',
    );
  }
  const fields = new Map<string, string>();
  let file: File | undefined;
  for (const [name, value] of form) {
    // S3 ignores every field after the file.
    if (file) break;
    if (typeof value === 'string') fields.set(name.toLowerCase(), value);
    else if (name.toLowerCase() === 'file') file = value;
  }
  if (!file) throw new S3Error(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
  return { fields, file };
}

export interface LocalS3Options {
  /** Where the objects are kept. */
  dir: string;
  /** The one origin whose pages may post forms and read answers (the bucket's CORS rule). */
  siteOrigin: string;
}

export interface LocalS3 {
  server: Server;
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export function createLocalS3(options: LocalS3Options): LocalS3 {
  const store = new ObjectStore(options.dir);

  /** The bucket's CORS rule (infra/cdk/uploads.ts): the site's origin may POST, nothing else. */
  function cors(request: IncomingMessage): Record<string, string> {
    return request.headers.origin === options.siteOrigin
      ? {
          'access-control-allow-origin': options.siteOrigin,
          'access-control-allow-methods': 'POST',
          vary: 'Origin',
        }
      : {};
  }

  function answerError(request: IncomingMessage, response: ServerResponse, error: S3Error) {
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    response.writeHead(error.status, {
      'content-type': 'application/xml',
      'x-amz-request-id': requestId,
      ...cors(request),
    });
    response.end(
      request.method === 'HEAD'
        ? undefined
        : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message><RequestId>${requestId}</RequestId></Error>`,
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://local');
    // Path-style, as the functions address the stand-in: /{bucket}/{key}.
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (!bucket) throw accessDenied();

    if (method === 'OPTIONS') {
      const allowed = cors(request);
      if (
        !allowed['access-control-allow-origin'] ||
        request.headers['access-control-request-method'] !== 'POST'
      )
        throw new S3Error(403, 'AccessForbidden', 'CORSResponse: This CORS request is not allowed.');
      response.writeHead(200, { ...allowed, 'access-control-max-age': '3000' });
      return void response.end();
    }
    if (method === 'POST' && !key) {
      const body = await readBody(
        request,
        maxPostBytes,
        () => new S3Error(400, 'MaxMessageLengthExceeded', 'Your request was too big.'),
      );
      const { fields, file } = await readForm(request, body);
      checkPostPolicy(bucket, fields, file.size);
      const objectKey = fields.get('key')!;
      const stored = await store.put(
        bucket,
        objectKey,
        fields.get('content-type') ?? 'binary/octet-stream',
        Buffer.from(await file.arrayBuffer()),
      );
      response.writeHead(204, {
        etag: stored.etag,
        location: `${url.origin}/${bucket}/${encodeURIComponent(objectKey)}`,
        ...cors(request),
      });
      return void response.end();
    }
    if ((method === 'GET' || method === 'HEAD') && key) {
      // The CDN's own reads, signed as the distribution: the bucket policy lets it read the public
      // prefixes only (infra/cdk/cdn.ts, decision 0044).
      if (request.headers.authorization) {
        if (!isLocalAwsClient(request) || !isPublicUploadKey(key)) throw accessDenied();
      } else
        checkPresignedGet(
          method,
          String(request.headers.host ?? ''),
          decodeURIComponent(url.pathname),
          url.searchParams,
        );
      const meta = await store.meta(bucket, key);
      // Without s3:ListBucket (the CDN's case) S3 answers a missing key as it answers a forbidden one.
      if (!meta && request.headers.authorization) throw accessDenied();
      if (!meta) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
      response.writeHead(200, {
        'content-type': meta.contentType,
        'content-length': String(meta.size),
        etag: meta.etag,
        'last-modified': meta.lastModified,
        'accept-ranges': 'bytes',
      });
      if (method === 'HEAD') return void response.end();
      return void response.end(await store.read(bucket, key));
    }
    // The functions' own calls (copy to keep an upload, delete the incoming copy).
    if ((method === 'PUT' || method === 'DELETE') && key) {
      if (!isLocalAwsClient(request)) throw accessDenied();
      await readBody(request, 0, () => new S3Error(400, 'InvalidRequest', 'This call has no body.'));
      if (method === 'DELETE') {
        await store.delete(bucket, key);
        response.writeHead(204);
        return void response.end();
      }
      const source = decodeURIComponent(String(request.headers['x-amz-copy-source'] ?? ''));
      const [, sourceBucket, ...sourceKey] = source.split('/');
      if (sourceBucket !== bucket || sourceKey.length === 0)
        throw new S3Error(400, 'InvalidArgument', 'Copy Source must mention the source bucket and key');
      const copied = await store.copy(bucket, sourceKey.join('/'), key);
      if (!copied) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.');
      response.writeHead(200, { 'content-type': 'application/xml' });
      return void response.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<CopyObjectResult><LastModified>${new Date().toISOString()}</LastModified><ETag>${escapeXml(copied.etag)}</ETag></CopyObjectResult>`,
      );
    }
    throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof S3Error) return answerError(request, response, error);
      console.error(error);
      answerError(
        request,
        response,
        new S3Error(500, 'InternalError', 'We encountered an internal error. Please try again.'),
      );
    });
  });

  return {
    server,
    listen: (port, host) => listenOn(server, port, host),
    close: () => closeNow(server),
  };
}
