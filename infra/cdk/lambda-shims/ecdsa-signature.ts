/**
 * Stands in for `@peculiar/asn1-schema` and `@peculiar/asn1-ecc` inside the Lambda bundles
 * (infra/cdk/bundling.ts). On the paths the product keeps (attestation 'none', assertions signed with
 * ES256, EdDSA or RS256: functions/api/second-factor/webauthn.ts), @simplewebauthn/server parses one
 * ASN.1 structure: the ECDSA signature of an ES256 assertion, a DER `Ecdsa-Sig-Value` (RFC 3279 §2.2.3)
 * that it turns into the raw r‖s Web Crypto verifies. That is the one parse this module answers, with the
 * strict reader below; every other parse (certificates, their extensions and keys) belongs to the
 * attestation formats webauthn.ts refuses, and fails here, loudly. The general parsers (asn1js,
 * pvtsutils and @peculiar's schemas) were 122 KB of the second-factor bundle (docs/decisions/0046).
 */
import { Unbundled, unbundled } from './no-attestation-certificates.ts';

/** The order n of P-256's group (FIPS 186-5, SEC 2 §2.4.2): r and s of a signature lie in [1, n - 1]. */
const p256Order = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const p256ComponentBytes = 32;

const sequenceTag = 0x30;
const integerTag = 0x02;

function malformed(what: string): never {
  throw new Error(`Malformed ECDSA signature: ${what}`);
}

/**
 * Reads a DER-encoded P-256 ECDSA signature, `SEQUENCE { r INTEGER, s INTEGER }`, and nothing else:
 * definite lengths in their shortest form, no bytes after the sequence or between its two integers,
 * integers in their shortest two's-complement form, positive, and below the curve's order. Anything
 * else throws, so the signature is refused before any key is used.
 */
export function readP256Signature(der: Uint8Array): { r: Uint8Array; s: Uint8Array } {
  let at = 0;

  /** A tag and its length; the content must end within the input. */
  function header(tag: number, what: string): number {
    if (der[at] !== tag) malformed(`expected ${what}`);
    at += 1;
    const first = der[at];
    if (first === undefined) malformed(`${what} has no length`);
    at += 1;
    let length = first;
    // Long form with one length byte: DER allows it only for lengths of 128 and more. A P-256
    // signature's sequence is at most 70 bytes, so two or more length bytes cannot be one.
    if (first === 0x81) {
      const next = der[at];
      if (next === undefined || next < 0x80) malformed(`${what} length is not in its shortest form`);
      at += 1;
      length = next;
    } else if (first >= 0x80) {
      malformed(`${what} length does not fit a signature`);
    }
    if (at + length > der.length) malformed(`${what} runs past the end`);
    return length;
  }

  function integer(name: 'r' | 's'): Uint8Array {
    const length = header(integerTag, `INTEGER ${name}`);
    if (length === 0) malformed(`${name} is empty`);
    const content = der.subarray(at, at + length);
    at += length;
    if ((content[0]! & 0x80) !== 0) malformed(`${name} is negative`);
    if (length === 1 && content[0] === 0) malformed(`${name} is zero`);
    // A leading zero byte is allowed only to keep a high bit from reading as a sign.
    if (content[0] === 0 && (content[1]! & 0x80) === 0) malformed(`${name} is not in its shortest form`);
    const magnitude = content[0] === 0 ? content.subarray(1) : content;
    if (magnitude.length > p256ComponentBytes) malformed(`${name} is longer than P-256's order`);
    const value = BigInt(`0x${Buffer.from(magnitude).toString('hex')}`);
    if (value >= p256Order) malformed(`${name} is not below P-256's order`);
    return Uint8Array.from(magnitude);
  }

  const length = header(sequenceTag, 'SEQUENCE');
  if (at + length !== der.length) malformed('bytes after the SEQUENCE');
  const r = integer('r');
  const s = integer('s');
  if (at !== der.length) malformed('bytes after s');
  return { r, s };
}

const bytesOf = (data: ArrayBuffer | ArrayBufferView): Uint8Array =>
  ArrayBuffer.isView(data)
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : new Uint8Array(data);

/** asn1-ecc's schema of the signature; here only the marker `AsnParser.parse` recognises. */
export class ECDSASigValue {
  r = new ArrayBuffer(0);
  s = new ArrayBuffer(0);
}

/**
 * asn1-schema's parser, for the ECDSA signature alone. r and s come back without a sign byte and may be
 * shorter than 32 bytes; the library pads them to the curve's size, as it does asn1-schema's integers.
 */
export const AsnParser = {
  parse(data: ArrayBuffer | ArrayBufferView, schema: unknown): { r: Uint8Array; s: Uint8Array } {
    if (schema !== ECDSASigValue) unbundled();
    return readP256Signature(bytesOf(data));
  },
};

// The rest of what @simplewebauthn/server imports from the two packages: certificate parsing only.
export const OctetString = Unbundled;
export const ECParameters = Unbundled;
export const id_ecPublicKey = '1.2.840.10045.2.1';
export const id_secp256r1 = '1.2.840.10045.3.1.7';
export const id_secp384r1 = '1.3.132.0.34';
export const id_ecdsaWithSHA256 = '1.2.840.10045.4.3.2';
export const id_ecdsaWithSHA384 = '1.2.840.10045.4.3.3';
export const id_ecdsaWithSHA512 = '1.2.840.10045.4.3.4';
