import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { env } from '../env.ts';
import { traced } from '../observability.ts';

let key: Promise<Uint8Array> | undefined;

/**
 * The key that signs session tokens: given directly locally and in tests, read from Secrets Manager once
 * per cold start in the cloud.
 */
export function signingKey(): Promise<Uint8Array> {
  key ??= (async () => {
    const { SESSION_SECRET, SESSION_SECRET_ARN, AWS_REGION } = env();
    if (SESSION_SECRET) return new TextEncoder().encode(SESSION_SECRET);
    const client = traced(new SecretsManagerClient({ region: AWS_REGION }));
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: SESSION_SECRET_ARN }));
    if (!SecretString || SecretString.length < 32)
      throw new Error('The session signing secret is missing or short');
    return new TextEncoder().encode(SecretString);
  })();
  return key;
}
