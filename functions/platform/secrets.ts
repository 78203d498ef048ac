import { fromEnv } from '@aws-sdk/credential-provider-env';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { timingSafeEqual } from 'node:crypto';
import { env } from './env.ts';

let signer: SignatureV4 | undefined;

/** Tries of one read, as the SDK's standard retry makes them: throttling and the service's faults pass. */
const attempts = 3;

/**
 * Secrets Manager's GetSecretValue in its AWS JSON 1.1 protocol, signed by the SDK's own signer (which
 * every bundle carries for the DynamoDB client) and sent with fetch: the SDK's Secrets Manager client put
 * 13.5 KB into every Lambda bundle for this one call at a cold start, and the jobs worker, which reads
 * Paystack's key, had not that much left (decision 0077). tests/unit/platform/secrets.test.ts holds the
 * request to the one the SDK's client sends.
 */
async function secretValue(arn: string): Promise<string | undefined> {
  const region = env().AWS_REGION;
  signer ??= new SignatureV4({ credentials: fromEnv(), region, service: 'secretsmanager', sha256: Sha256 });
  const hostname = `secretsmanager.${region}.amazonaws.com`;
  const body = JSON.stringify({ SecretId: arn });
  for (let attempt = 1; ; attempt++) {
    const { headers } = await signer.sign({
      method: 'POST',
      protocol: 'https:',
      hostname,
      path: '/',
      query: {},
      headers: {
        host: hostname,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'secretsmanager.GetSecretValue',
      },
      body,
    });
    const { host: _host, ...sent } = headers;
    const response = await fetch(`https://${hostname}/`, { method: 'POST', headers: sent, body }).catch(
      () => null,
    );
    const answer = (await response?.json().catch(() => null)) as {
      SecretString?: string;
      __type?: string;
    } | null;
    if (response?.ok) return answer?.SecretString;
    // The error's name only (`…#ResourceNotFoundException`): its message may quote the secret's ARN.
    const error = answer?.__type?.split('#').pop() ?? (response ? `HTTP ${response.status}` : 'unreachable');
    const passing = !response || response.status >= 500 || error.startsWith('Throttling');
    if (!passing || attempt === attempts) throw new Error(`Secrets Manager gave no secret: ${error}`);
    await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
  }
}

/**
 * A secret of the functions' configuration: given directly locally and in tests (`NAME`), read from
 * Secrets Manager in the cloud (`NAME_ARN`). Callers keep the promise, so it is read once per cold start.
 */
export async function configuredSecret(
  name: string,
  given: string | undefined,
  arn: string | undefined,
): Promise<string> {
  if (given) return given;
  if (!arn) throw new Error(`Invalid function configuration: set ${name} or ${name}_ARN`);
  const value = await secretValue(arn);
  if (!value || value.length < 32) throw new Error(`The secret ${name} is missing or short`);
  return value;
}

let sessionSecretRead: Promise<string> | undefined;

/**
 * The functions' signing secret (SESSION_SECRET): it signs session tokens (api/session/secret.ts) and, by
 * a key derived from it, unsubscribe links (domain/notifications/unsubscribe.ts). Read once per cold start.
 */
export function sessionSecret(): Promise<string> {
  sessionSecretRead ??= configuredSecret('SESSION_SECRET', env().SESSION_SECRET, env().SESSION_SECRET_ARN);
  return sessionSecretRead;
}

/** Compares a secret a caller sent with the expected one in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
