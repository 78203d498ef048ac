import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CryptoPlugin, HashAlgorithm } from 'otplib';

/** The digests otplib asks for, by the names node:crypto gives them. */
const digests = { sha1: 'sha1', sha256: 'sha256', sha512: 'sha512' } as const satisfies Record<
  HashAlgorithm,
  string
>;

const bytesOf = (value: string | Uint8Array) =>
  typeof value === 'string' ? Buffer.from(value, 'utf8') : value;

/**
 * otplib's hashing through node:crypto (docs/decisions/0046). otplib's default plugin hashes in
 * JavaScript (@noble/hashes), which the Lambda runtime's OpenSSL makes needless weight; the bundles
 * put this plugin in its place (infra/cdk/lambda-shims/otp-node-crypto.ts), and totp.ts names it, so
 * the tests run the hashing the cloud runs. Only types come from otplib: the bundles' stand-in for its
 * default plugin imports this module, and otplib imports that stand-in.
 */
export class NodeCryptoPlugin implements CryptoPlugin {
  readonly name = 'node';
  readonly algorithms = Object.freeze(Object.keys(digests) as HashAlgorithm[]);

  /** otplib normalises the name before it calls (SHA-1 → sha1); any other digest is refused. */
  hmac(algorithm: HashAlgorithm, key: Uint8Array, data: Uint8Array): Uint8Array {
    const digest = Object.hasOwn(digests, algorithm) ? digests[algorithm] : undefined;
    if (!digest) throw new Error(`Unsupported HMAC digest ${String(algorithm)}`);
    return new Uint8Array(createHmac(digest, key).update(data).digest());
  }

  randomBytes(length: number): Uint8Array {
    return new Uint8Array(randomBytes(length));
  }

  constantTimeEqual(a: string | Uint8Array, b: string | Uint8Array): boolean {
    const left = bytesOf(a);
    const right = bytesOf(b);
    return left.length === right.length && timingSafeEqual(left, right);
  }
}

export const nodeCrypto: CryptoPlugin = Object.freeze(new NodeCryptoPlugin());
