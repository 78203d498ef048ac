import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { timingSafeEqual } from 'node:crypto';
import { env } from './env.ts';
import { traced } from './observability.ts';

let client: SecretsManagerClient | undefined;

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
  client ??= traced(new SecretsManagerClient({ region: env().AWS_REGION }));
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!SecretString || SecretString.length < 32) throw new Error(`The secret ${name} is missing or short`);
  return SecretString;
}

/** Compares a secret a caller sent with the expected one in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
