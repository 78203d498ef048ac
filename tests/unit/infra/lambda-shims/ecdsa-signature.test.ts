import { generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto';
import { AsnParser as PeculiarParser } from '@peculiar/asn1-schema';
import { ECDSASigValue as PeculiarSignature } from '@peculiar/asn1-ecc';
import { describe, expect, it } from 'vitest';
import {
  AsnParser,
  ECDSASigValue,
  readP256Signature,
} from '../../../../infra/cdk/lambda-shims/ecdsa-signature.ts';

/**
 * The DER reader that stands in for the ASN.1 parsers inside the Lambda bundles
 * (infra/cdk/lambda-shims/ecdsa-signature.ts): it must read every signature node:crypto makes, exactly
 * as the parser it replaces does, and refuse anything that is not one.
 */
const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });

const pad32 = (bytes: Uint8Array) => Buffer.concat([Buffer.alloc(32 - bytes.length), bytes]);
/** What the replaced parser gives, without the sign byte DER puts before a high bit. */
const withoutSignByte = (bytes: Uint8Array) =>
  bytes.length > 1 && bytes[0] === 0 ? bytes.subarray(1) : bytes;

const tlv = (tag: number, content: number[]) => [tag, content.length, ...content];
const integer = (content: number[]) => tlv(0x02, content);
const signatureOf = (r: number[], s: number[]) => Uint8Array.from(tlv(0x30, [...integer(r), ...integer(s)]));

/** P-256's group order n (FIPS 186-5), big-endian. */
const order = [...Buffer.from('ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551', 'hex')];
const belowOrder = [...order.slice(0, 31), order[31]! - 1];
const highBitMagnitude = [0x80, ...Array<number>(31).fill(0x11)];
const valid = signatureOf([0x00, ...highBitMagnitude], [0x01]);

describe('the P-256 signature reader of the Lambda bundles', () => {
  it('reads thousands of node:crypto signatures as the replaced parser does, short and sign-byte integers included', () => {
    const seen = { signatures: 0, shortComponent: 0, signByte: 0 };
    // Until at least 2,000 signatures and both rare shapes: r or s with leading zero bytes (about one
    // component in 128) and with a high bit that DER guards with a sign byte (about one in two).
    for (let round = 0; round < 100_000; round += 1) {
      if (seen.signatures >= 2000 && seen.shortComponent >= 3 && seen.signByte >= 3) break;
      const data = randomBytes(32);
      const der = sign('sha256', data, { key: keys.privateKey, dsaEncoding: 'der' });

      const { r, s } = readP256Signature(der);

      const replaced = PeculiarParser.parse(der, PeculiarSignature);
      expect(Buffer.from(r)).toEqual(Buffer.from(withoutSignByte(new Uint8Array(replaced.r))));
      expect(Buffer.from(s)).toEqual(Buffer.from(withoutSignByte(new Uint8Array(replaced.s))));
      const raw = Buffer.concat([pad32(r), pad32(s)]);
      expect(verify('sha256', data, { key: keys.publicKey, dsaEncoding: 'ieee-p1363' }, raw)).toBe(true);
      seen.signatures += 1;
      for (const component of [r, s]) {
        if (component.length < 32) seen.shortComponent += 1;
        if (component.length === 32 && component[0]! >= 0x80) seen.signByte += 1;
      }
    }
    expect(seen.signatures).toBeGreaterThanOrEqual(2000);
    expect(seen.shortComponent).toBeGreaterThanOrEqual(3);
    expect(seen.signByte).toBeGreaterThanOrEqual(3);
  });

  it('takes integers at the edges of the range: 1, and the largest below the order', () => {
    expect(readP256Signature(signatureOf([0x01], [0x00, ...belowOrder]))).toEqual({
      r: Uint8Array.from([0x01]),
      s: Uint8Array.from(belowOrder),
    });
    expect(readP256Signature(valid).r).toEqual(Uint8Array.from(highBitMagnitude));
  });

  it('answers the library’s parse of ECDSASigValue, from any view of the bytes', () => {
    const framed = new Uint8Array([0xff, ...valid, 0xff]);
    const view = framed.subarray(1, 1 + valid.length);
    expect(AsnParser.parse(view, ECDSASigValue)).toEqual(readP256Signature(valid));
    expect(AsnParser.parse(valid.slice().buffer, ECDSASigValue)).toEqual(readP256Signature(valid));
  });

  it('refuses to parse any other structure: those belong to the attestation certificates left out', () => {
    expect(() => AsnParser.parse(valid, class Certificate {})).toThrow(/not bundled/);
  });

  const r32 = [0x01, ...Array<number>(31).fill(0x22)];
  const malformed: Array<[string, ArrayLike<number>, RegExp]> = [
    ['nothing', [], /expected SEQUENCE/],
    ['a SET instead of a SEQUENCE', [0x31, ...valid.subarray(1)], /expected SEQUENCE/],
    ['a BIT STRING for r', tlv(0x30, [...tlv(0x03, [0x01]), ...integer([0x01])]), /expected INTEGER r/],
    ['an OCTET STRING for s', tlv(0x30, [...integer([0x01]), ...tlv(0x04, [0x01])]), /expected INTEGER s/],
    ['a SEQUENCE longer than the input', [0x30, valid[1]! + 1, ...valid.subarray(2)], /runs past the end/],
    ['a byte after the SEQUENCE', [...valid, 0x00], /bytes after the SEQUENCE/],
    [
      'a third INTEGER',
      tlv(0x30, [...integer(r32), ...integer([0x01]), ...integer([0x01])]),
      /bytes after s/,
    ],
    ['no s', tlv(0x30, integer(r32)), /expected INTEGER s/],
    ['an r that runs past the SEQUENCE', [0x30, 0x06, 0x02, 0x05, 0x01, 0x02, 0x02, 0x01], /runs past/],
    ['an indefinite length', [0x30, 0x80, ...valid.subarray(2), 0x00, 0x00], /does not fit/],
    ['a two-byte long-form length', [0x30, 0x82, 0x00, valid[1]!, ...valid.subarray(2)], /does not fit/],
    [
      'a long-form length for a short SEQUENCE',
      [0x30, 0x81, valid[1]!, ...valid.subarray(2)],
      /shortest form/,
    ],
    [
      'a long-form length for a short INTEGER',
      tlv(0x30, [0x02, 0x81, 0x01, 0x01, ...integer([0x01])]),
      /shortest form/,
    ],
    ['a long form that claims 200 bytes', [0x30, 0x81, 0xc8, ...valid.subarray(2)], /runs past the end/],
    ['an empty INTEGER', tlv(0x30, [...integer([]), ...integer([0x01])]), /r is empty/],
    ['a negative r', signatureOf([0x80, 0x01], [0x01]), /r is negative/],
    ['a negative s', signatureOf([0x01], [0xff]), /s is negative/],
    ['a zero r', signatureOf([0x00], [0x01]), /r is zero/],
    ['a zero s', signatureOf([0x01], [0x00]), /s is zero/],
    ['a padded r', signatureOf([0x00, 0x01], [0x01]), /r is not in its shortest form/],
    ['a padded s', signatureOf([0x01], [0x00, 0x00, 0x80]), /s is not in its shortest form/],
    ['a 33-byte r', signatureOf([0x01, ...r32], [0x01]), /longer than P-256's order/],
    ['an r equal to the order', signatureOf([0x00, ...order], [0x01]), /not below P-256's order/],
    ['an s above the order', signatureOf([0x01], [0x00, ...Array<number>(32).fill(0xff)]), /not below/],
  ];

  for (const [what, bytes, reason] of malformed) {
    it(`refuses ${what}`, () => {
      expect(() => readP256Signature(Uint8Array.from(bytes))).toThrow(reason);
    });
  }

  it('refuses every shortened or lengthened copy of a real signature', () => {
    const der = new Uint8Array(sign('sha256', randomBytes(32), { key: keys.privateKey, dsaEncoding: 'der' }));
    for (let length = 0; length < der.length; length += 1)
      expect(() => readP256Signature(der.subarray(0, length)), `first ${length} bytes`).toThrow(
        /Malformed ECDSA signature/,
      );
    for (let extra = 0; extra < 256; extra += 1)
      expect(() => readP256Signature(Uint8Array.from([...der, extra]))).toThrow(/bytes after the SEQUENCE/);
  });
});
