import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ScureBase32Plugin } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Passkey } from '../../../../functions/data/second-factors.ts';
import type { User } from '../../../../functions/data/users.ts';
import { projectRoot } from '../../../../infra/cdk/paths.ts';
import { bundleSource } from '../../../support/lambda-bundles.ts';
import { temporaryDir } from '../synth.ts';
import { SoftwareAuthenticator } from '../../../support/software-authenticator.ts';

type WebAuthn = typeof import('../../../../functions/api/second-factor/webauthn.ts');
type Totp = typeof import('../../../../functions/api/second-factor/totp.ts');
type RegistrationJSON = Parameters<WebAuthn['verifyRegistration']>[0];
type AssertionJSON = Parameters<WebAuthn['verifyAssertion']>[0];

/**
 * The second-factor Lambda as it ships: its ASN.1 parsers and otplib's JavaScript hashes replaced by
 * the shims of infra/cdk/lambda-shims/ (docs/decisions/0046). The integration tests run the unbundled
 * code, with the real parsers; this runs our webauthn.ts and totp.ts bundled with the CDK app's options,
 * so the library reads every ES256 signature with our DER reader and otplib hashes with node:crypto.
 */
const outDir = temporaryDir('hostel-second-factor-');

const source = (path: string) => JSON.stringify(join(projectRoot, path));
const webauthnPath = source('functions/api/second-factor/webauthn.ts');
const totpPath = source('functions/api/second-factor/totp.ts');

/** Packages the shims leave out of the bundle, each more weight than its use here. */
const leftOut = [
  'node_modules/asn1js/',
  'node_modules/pvtsutils/',
  'node_modules/pvutils/',
  'node_modules/@peculiar/',
  'node_modules/reflect-metadata/',
  'node_modules/tsyringe/',
  'node_modules/@noble/hashes/',
];

const rpOrigin = 'https://hostel.example.edu';
const user = { id: 'user-1', email: 'warden@hostel.example.edu', fullName: 'Abena Owusu' } as User;

describe('the second-factor Lambda bundle', () => {
  it('carries no ASN.1 parser, attestation certificate code or JavaScript hash', async () => {
    const bundle = await bundleSource(
      'second-factor',
      'second-factor',
      `export { handler } from ${source('functions/api/second-factor/handler.ts')};\n`,
      outDir,
    );
    for (const name of leftOut) expect(bundle.inputs.filter((input) => input.includes(name))).toEqual([]);
    expect(bundle.inputs).toContain('infra/cdk/lambda-shims/ecdsa-signature.ts');
    expect(bundle.inputs).toContain('infra/cdk/lambda-shims/otp-node-crypto.ts');
  }, 30_000);

  describe('run as bundled', () => {
    let bundled: WebAuthn & Totp;
    beforeAll(async () => {
      vi.stubEnv('TABLE_NAME', 'hostel');
      vi.stubEnv('SENDER_EMAIL', 'noreply@hostel.example.edu');
      vi.stubEnv('PUBLIC_ORIGIN', rpOrigin);
      vi.stubEnv('WEBAUTHN_ORIGIN', rpOrigin);
      vi.stubEnv('WEBAUTHN_RP_ID', 'hostel.example.edu');
      vi.stubEnv('SESSION_SECRET', 'a session secret of at least 32 characters');
      const bundle = await bundleSource(
        'webauthn and totp',
        'webauthn',
        `export * from ${webauthnPath};\nexport * from ${totpPath};\n`,
        outDir,
      );
      bundled = (await import(/* @vite-ignore */ pathToFileURL(bundle.file).href)) as WebAuthn & Totp;
    }, 30_000);
    afterAll(() => vi.unstubAllEnvs());
    afterEach(() => vi.useRealTimers());

    /** A passkey added through the bundled registration, as the data layer would keep it. */
    async function addedPasskey(authenticator: SoftwareAuthenticator): Promise<Passkey> {
      const options = await bundled.registrationOptions(user, []);
      const response = authenticator.create(options) as RegistrationJSON;
      const added = await bundled.verifyRegistration(response, options.challenge);
      expect(added).toMatchObject({ credentialId: authenticator.credentialId, counter: 0 });
      return { ...added!, userId: user.id, name: 'Passkey', createdAt: new Date().toISOString() };
    }

    it('signs in two hundred times with one passkey, each signature read by our DER reader', async () => {
      const authenticator = new SoftwareAuthenticator(rpOrigin, 'hostel.example.edu');
      const passkey = await addedPasskey(authenticator);
      for (let round = 1; round <= 200; round += 1) {
        const options = await bundled.authenticationOptions([passkey]);
        const assertion = authenticator.get(options) as AssertionJSON;
        const counter = await bundled.verifyAssertion(assertion, options.challenge, passkey);
        expect(counter, `sign-in ${round}`).toBe(round);
        passkey.counter = round;
      }
    });

    it('refuses an assertion whose signature is not strict DER, and the same one unaltered still works', async () => {
      const authenticator = new SoftwareAuthenticator(rpOrigin, 'hostel.example.edu');
      const passkey = await addedPasskey(authenticator);
      const options = await bundled.authenticationOptions([passkey]);
      const assertion = authenticator.get(options) as AssertionJSON;
      const der = Buffer.from(assertion.response.signature, 'base64url');
      const altered = (signature: Buffer) => ({
        ...assertion,
        response: { ...assertion.response, signature: signature.toString('base64url') },
      });
      // A byte after the sequence, with the sequence's length grown to cover it, and r padded with a zero.
      const trailing = Buffer.concat([der, Buffer.from([0x00])]);
      const padded = Buffer.concat([
        Buffer.from([0x30, der[1]! + 1, 0x02, der[3]! + 1, 0x00]),
        der.subarray(4),
      ]);
      for (const signature of [trailing, Buffer.from([0x30, der[1]! + 1, ...der.subarray(2), 0x00]), padded])
        expect(await bundled.verifyAssertion(altered(signature), options.challenge, passkey)).toBeNull();
      expect(await bundled.verifyAssertion(assertion, options.challenge, passkey)).toBe(1);
    });

    it('refuses packed attestation and an ES256 key off P-256 when a passkey is added', async () => {
      const packed = new SoftwareAuthenticator(rpOrigin, 'hostel.example.edu');
      const packedOptions = await bundled.registrationOptions(user, []);
      expect(
        await bundled.verifyRegistration(
          packed.create(packedOptions, 'packed') as RegistrationJSON,
          packedOptions.challenge,
        ),
      ).toBeNull();
      const offCurve = new SoftwareAuthenticator(rpOrigin, 'hostel.example.edu', 'P-384');
      const options = await bundled.registrationOptions(user, []);
      const response = offCurve.create(options) as RegistrationJSON;
      expect(await bundled.verifyRegistration(response, options.challenge)).toBeNull();
    });

    it('checks an authenticator code of RFC 6238 with otplib hashing by node:crypto', async () => {
      vi.useFakeTimers({ now: 59 * 1000, toFake: ['Date'] });
      const secret = new ScureBase32Plugin().encode(Buffer.from('12345678901234567890'));
      expect(await bundled.totpStepOf(secret, '287082')).toBe(1);
      expect(await bundled.totpStepOf(secret, '287083')).toBeNull();
    });
  });
});
