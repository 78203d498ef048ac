import { sessionSecret } from '../../platform/secrets.ts';

let key: Promise<Uint8Array> | undefined;

/**
 * The key that signs session tokens: given directly locally and in tests, read from Secrets Manager once
 * per cold start in the cloud.
 */
export function signingKey(): Promise<Uint8Array> {
  key ??= sessionSecret().then((secret) => new TextEncoder().encode(secret));
  return key;
}
