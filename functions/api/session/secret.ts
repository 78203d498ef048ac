import { env } from '../../platform/env.ts';
import { configuredSecret } from '../../platform/secrets.ts';

let key: Promise<Uint8Array> | undefined;

/**
 * The key that signs session tokens: given directly locally and in tests, read from Secrets Manager once
 * per cold start in the cloud.
 */
export function signingKey(): Promise<Uint8Array> {
  key ??= (async () => {
    const { SESSION_SECRET, SESSION_SECRET_ARN } = env();
    return new TextEncoder().encode(
      await configuredSecret('SESSION_SECRET', SESSION_SECRET, SESSION_SECRET_ARN),
    );
  })();
  return key;
}
