import { generate, ScureBase32Plugin, type HashAlgorithm } from 'otplib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NodeCryptoPlugin, nodeCrypto } from '../../../functions/api/second-factor/otp-crypto.ts';
import { totpStepOf } from '../../../functions/api/second-factor/totp.ts';

/** RFC 6238 Appendix B: the seed of each digest, and the 8-digit code at each time (seconds). */
const seeds: Record<HashAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const vectors: Array<[number, Record<HashAlgorithm, string>]> = [
  [59, { sha1: '94287082', sha256: '46119246', sha512: '90693936' }],
  [1111111109, { sha1: '07081804', sha256: '68084774', sha512: '25091201' }],
  [1111111111, { sha1: '14050471', sha256: '67062674', sha512: '99943326' }],
  [1234567890, { sha1: '89005924', sha256: '91819424', sha512: '93441116' }],
  [2000000000, { sha1: '69279037', sha256: '90698825', sha512: '38618901' }],
  [20000000000, { sha1: '65353130', sha256: '77737706', sha512: '47863826' }],
];

/** The SHA-1 seed as an authenticator app holds it: base32, as totp.ts stores secrets. */
const appSecret = new ScureBase32Plugin().encode(seeds.sha1);
/** An app's 6 digits are the last 6 of RFC 6238's 8 (the code is the same number modulo 10^digits). */
const sixDigits = (code: string) => code.slice(-6);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('authenticator codes hashed by node:crypto (RFC 6238)', () => {
  for (const [time, codes] of vectors)
    for (const algorithm of Object.keys(seeds) as HashAlgorithm[])
      it(`makes RFC 6238's ${algorithm} code at ${time} s`, async () => {
        const code = await generate({
          secret: seeds[algorithm],
          algorithm,
          digits: 8,
          epoch: time,
          crypto: nodeCrypto,
        });
        expect(code).toBe(codes[algorithm]);
      });

  it('accepts an app’s code of the current step and of the next, and names the step', async () => {
    vi.useFakeTimers({ now: 1111111109 * 1000, toFake: ['Date'] });
    expect(await totpStepOf(appSecret, sixDigits(vectors[1]![1].sha1))).toBe(Math.floor(1111111109 / 30));
    // 1111111111 s is the next 30-second step, within the drift allowed.
    expect(await totpStepOf(appSecret, sixDigits(vectors[2]![1].sha1))).toBe(Math.floor(1111111111 / 30));
  });

  it('refuses a code of another time, and a code of the right time for another secret', async () => {
    vi.useFakeTimers({ now: 1234567890 * 1000, toFake: ['Date'] });
    expect(await totpStepOf(appSecret, sixDigits(vectors[1]![1].sha1))).toBeNull();
    const otherSecret = new ScureBase32Plugin().encode(Buffer.from('09876543210987654321'));
    expect(await totpStepOf(otherSecret, sixDigits(vectors[3]![1].sha1))).toBeNull();
  });

  it('hashes with node:crypto, not otplib’s JavaScript default', async () => {
    const hmac = vi.spyOn(NodeCryptoPlugin.prototype, 'hmac');
    vi.useFakeTimers({ now: 59 * 1000, toFake: ['Date'] });
    expect(await totpStepOf(appSecret, sixDigits(vectors[0]![1].sha1))).toBe(1);
    expect(hmac).toHaveBeenCalledWith('sha1', expect.any(Uint8Array), expect.any(Uint8Array));
  });

  it('refuses a digest it does not know rather than falling back to another', () => {
    expect(() => nodeCrypto.hmac('md5' as HashAlgorithm, new Uint8Array(20), new Uint8Array(8))).toThrow(
      /Unsupported HMAC digest md5/,
    );
  });

  it('compares codes in full: same bytes, and neither a prefix nor another code', () => {
    expect(nodeCrypto.constantTimeEqual('287082', '287082')).toBe(true);
    expect(nodeCrypto.constantTimeEqual('287082', '28708')).toBe(false);
    expect(nodeCrypto.constantTimeEqual('287082', '287083')).toBe(false);
  });
});
