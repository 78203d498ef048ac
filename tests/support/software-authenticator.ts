import { createHash, generateKeyPairSync, randomBytes, sign, type KeyPairKeyObjectResult } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data. */
const userPresent = 0x01;
const userVerified = 0x04;
const attestedData = 0x40;

/** COSE's numbers for the curves (RFC 9053 §7.1). */
const coseCurves = { 'P-256': 1, 'P-384': 2 } as const;

/**
 * A passkey in the test process: a P-256 key pair that answers WebAuthn ceremonies the way a browser
 * hands them to the server (@simplewebauthn/browser's JSON), with "none" attestation. The integration
 * tests use it to play the legitimate user and the attacker; the e2e tests use Chromium's own virtual
 * authenticator instead.
 */
export class SoftwareAuthenticator {
  readonly credentialId = b64(randomBytes(16));
  private readonly keys: KeyPairKeyObjectResult;
  private readonly curve: keyof typeof coseCurves;
  private counter = 0;

  /** The origin the "browser" reports: the server's WEBAUTHN_ORIGIN for a legitimate call. */
  readonly origin: string;
  readonly rpId: string;

  /**
   * `curve` P-384 plays an authenticator that claims ES256 (-7) for a key on another curve, which
   * WebAuthn forbids (§5.8.5).
   */
  constructor(
    origin = process.env.WEBAUTHN_ORIGIN!,
    rpId = process.env.WEBAUTHN_RP_ID ?? 'localhost',
    curve: keyof typeof coseCurves = 'P-256',
  ) {
    this.origin = origin;
    this.rpId = rpId;
    this.curve = curve;
    this.keys = generateKeyPairSync('ec', { namedCurve: curve });
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, coseCurves[this.curve]], // crv
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private authenticatorData(flags: number, attested?: Uint8Array): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /**
   * navigator.credentials.create() for these options. `packed` answers with self attestation (a
   * signature by the new key itself) instead of the 'none' that browsers give when it is asked for.
   */
  create(options: { challenge: string }, format: 'none' | 'packed' = 'none') {
    const id = Buffer.from(this.credentialId, 'base64url');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, id, this.cosePublicKey()]);
    const authData = this.authenticatorData(userPresent | userVerified | attestedData, attested);
    const clientDataJSON = this.clientData('webauthn.create', options.challenge);
    const attestationStatement =
      format === 'packed'
        ? new Map<string, number | Uint8Array>([
            ['alg', -7],
            ['sig', sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey)],
          ])
        : new Map<string, string>();
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string | number | Uint8Array>>([
        ['fmt', format],
        ['attStmt', attestationStatement],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientDataJSON),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() for these options. */
  get(options: { challenge: string }) {
    this.counter += 1;
    const authData = this.authenticatorData(userPresent | userVerified);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
      },
      clientExtensionResults: {},
    };
  }
}
