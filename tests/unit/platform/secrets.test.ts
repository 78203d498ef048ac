import { Readable } from 'node:stream';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '@smithy/core/checksum';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Secrets are read with our own GetSecretValue over fetch (functions/platform/secrets.ts, decision
 * 0077); these hold the request to the one AWS's own client sends, and its signature to what AWS's
 * signer makes of the request as sent, so Secrets Manager answers what we send as it answers the SDK.
 */
const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'session/token+with=odd chars',
};
const region = 'af-south-1';
const arn = 'arn:aws:secretsmanager:af-south-1:123456789012:secret:PaystackSecretKey-AbCdEf';
const secret = 'sk_live_0123456789abcdef0123456789abcdef';
const at = new Date('2026-12-01T06:30:15.123Z');

beforeAll(() => {
  vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
  vi.stubEnv('AWS_SESSION_TOKEN', credentials.sessionToken);
  vi.stubEnv('AWS_REGION', region);
  vi.stubEnv('TABLE_NAME', 'unit');
  vi.stubEnv('PUBLIC_ORIGIN', 'https://hostel.example.edu');
  vi.stubEnv('SENDER_EMAIL', 'no-reply@hostel.example.edu');
  vi.stubEnv('SESSION_SECRET', 'x'.repeat(40));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

interface Sent {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** Answers our fetch calls to Secrets Manager in turn, keeping what each was sent. */
function secretsManagerAnswering(...answers: Array<() => Response>): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    sent.push({
      url: new URL(String(input)),
      method: init!.method!,
      headers: init!.headers as Record<string, string>,
      body: String(init!.body),
    });
    return answers[sent.length - 1]!();
  });
  return sent;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/x-amz-json-1.1' } });

/** What the SDK's own client sends for the same call, caught before it leaves. */
async function sentBySdk() {
  let caught: {
    method: string;
    headers: Record<string, string>;
    body: string;
    hostname: string;
    path: string;
  };
  const client = new SecretsManagerClient({
    region,
    credentials,
    requestHandler: {
      handle: async (request: typeof caught) => {
        caught = request;
        return {
          response: {
            statusCode: 200,
            headers: { 'content-type': 'application/x-amz-json-1.1' },
            body: Readable.from([Buffer.from(JSON.stringify({ SecretString: secret }))]),
          },
        };
      },
    } as never,
  });
  await client.send(new GetSecretValueCommand({ SecretId: arn }));
  return caught!;
}

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe('reading a secret from Secrets Manager', () => {
  it('sends the call the SDK’s client sends, signed over what it sends', async () => {
    const { configuredSecret } = await import('../../../functions/platform/secrets.ts');
    const sent = secretsManagerAnswering(() => json(200, { ARN: arn, SecretString: secret }));
    vi.useFakeTimers({ now: at, toFake: ['Date'] });

    expect(await configuredSecret('PAYSTACK_SECRET_KEY', undefined, arn)).toBe(secret);

    const [ours] = sent;
    const sdk = await sentBySdk();
    expect(`${ours!.url.hostname}${ours!.url.pathname}`).toBe(`${sdk.hostname}${sdk.path}`);
    expect(ours!.method).toBe(sdk.method);
    expect(JSON.parse(ours!.body)).toEqual(JSON.parse(sdk.body));
    const theirs = lowerCased(sdk.headers);
    for (const name of ['content-type', 'x-amz-target', 'x-amz-security-token', 'x-amz-content-sha256'])
      expect(ours!.headers[name], name).toBe(theirs[name]);

    const signer = new SignatureV4({ credentials, region, service: 'secretsmanager', sha256: Sha256 });
    const { authorization, ...signed } = ours!.headers;
    const expected = await signer.sign(
      {
        method: 'POST',
        protocol: 'https:',
        hostname: ours!.url.hostname,
        path: ours!.url.pathname,
        query: {},
        headers: { ...signed, host: ours!.url.host },
        body: ours!.body,
      },
      { signingDate: at },
    );
    expect(authorization).toBe(expected.headers.authorization);
  });

  it('tries again after a throttled call and a fault, as the SDK does', async () => {
    const { configuredSecret } = await import('../../../functions/platform/secrets.ts');
    const sent = secretsManagerAnswering(
      () => json(400, { __type: 'ThrottlingException', message: 'Rate exceeded' }),
      () => json(500, { __type: 'InternalServiceError' }),
      () => json(200, { SecretString: secret }),
    );
    expect(await configuredSecret('SESSION_SECRET', undefined, arn)).toBe(secret);
    expect(sent).toHaveLength(3);
  });

  it('fails at once, naming the error and not the secret, when Secrets Manager refuses', async () => {
    const { configuredSecret } = await import('../../../functions/platform/secrets.ts');
    const sent = secretsManagerAnswering(() =>
      json(400, {
        __type: 'com.amazonaws.secretsmanager#ResourceNotFoundException',
        message: `Secrets Manager can't find the specified secret ${arn}`,
      }),
    );
    await expect(configuredSecret('SESSION_SECRET', undefined, arn)).rejects.toThrow(
      /^Secrets Manager gave no secret: ResourceNotFoundException$/,
    );
    expect(sent).toHaveLength(1);
  });

  it('takes a secret given directly without asking anyone, and refuses one that is short', async () => {
    const { configuredSecret } = await import('../../../functions/platform/secrets.ts');
    const sent = secretsManagerAnswering(() => json(200, { SecretString: 'short' }));
    expect(await configuredSecret('SESSION_SECRET', secret, undefined)).toBe(secret);
    expect(sent).toEqual([]);
    await expect(configuredSecret('SESSION_SECRET', undefined, arn)).rejects.toThrow(
      'The secret SESSION_SECRET is missing or short',
    );
  });
});
