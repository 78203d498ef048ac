import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { COSEALG, cose, decodeCredentialPublicKey } from '@simplewebauthn/server/helpers';
import { brand } from '#contract/brand';
import { env } from '../../platform/env.ts';
import type { Passkey } from '../../data/second-factors.ts';
import type { User } from '../../data/users.ts';

/**
 * WebAuthn through @simplewebauthn/server. The relying party comes from the configuration (env.ts):
 * the CloudFront domain in the cloud, localhost locally. Every passkey must verify its user (a PIN or
 * a fingerprint), so a passkey alone is two factors: something held and something known or been.
 */
function relyingParty() {
  const { WEBAUTHN_ORIGIN, WEBAUTHN_RP_ID, PUBLIC_ORIGIN } = env();
  const origin = new URL(WEBAUTHN_ORIGIN ?? PUBLIC_ORIGIN);
  return { id: WEBAUTHN_RP_ID ?? origin.hostname, origin: origin.origin, name: brand.name };
}

/**
 * The signature algorithms a passkey may use, the library's own default written out so that no update
 * widens it: ES256, EdDSA and RS256. Inside the Lambda bundles an ES256 signature is read by our own DER
 * reader, for P-256 alone (infra/cdk/lambda-shims/ecdsa-signature.ts, docs/decisions/0046).
 */
const supportedAlgorithmIDs = [COSEALG.ES256, COSEALG.EdDSA, COSEALG.RS256];

/**
 * WebAuthn binds ES256 to P-256 (§5.8.5), but the library checks only the algorithm: a key on another
 * curve is refused when it is added rather than at every sign-in after.
 */
function onP256IfEc2(publicKey: Parameters<typeof decodeCredentialPublicKey>[0]): boolean {
  const key = decodeCredentialPublicKey(publicKey);
  return !cose.isCOSEPublicKeyEC2(key) || key.get(cose.COSEKEYS.crv) === cose.COSECRV.P256;
}

const descriptorOf = (passkey: Passkey) => ({
  id: passkey.credentialId,
  ...(passkey.transports ? { transports: passkey.transports } : {}),
});

/** Options for navigator.credentials.create(): a discoverable passkey that verifies its user. */
export function registrationOptions(user: User, existing: Passkey[]) {
  const rp = relyingParty();
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.fullName,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    supportedAlgorithmIDs,
    excludeCredentials: existing.map(descriptorOf),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/**
 * What a browser's answer must match to count, for a new passkey and for a sign-in alike: the challenge
 * this server gave, our origin and relying party, and the user verified on the authenticator.
 */
function answering<R>(response: R, challenge: string) {
  const rp = relyingParty();
  return {
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  };
}

/** The new passkey's fields when the response answers the challenge, or null. */
export async function verifyRegistration(
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<Pick<Passkey, 'credentialId' | 'publicKey' | 'counter' | 'transports'> | null> {
  const verification = await verifyRegistrationResponse({
    ...answering(response, challenge),
    supportedAlgorithmIDs,
  }).catch(() => null);
  // Only 'none' is asked for, and browsers answer it for passkeys. Formats that carry a certificate
  // chain are refused rather than checked: their parsers are left out of the Lambda bundle
  // (infra/cdk/lambda-shims/no-attestation-certificates.ts, docs/decisions/0046).
  if (!verification?.verified || verification.registrationInfo.fmt !== 'none') return null;
  const { credential } = verification.registrationInfo;
  if (!onP256IfEc2(credential.publicKey)) return null;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    ...(credential.transports ? { transports: credential.transports } : {}),
  };
}

/** Options for navigator.credentials.get(): the account's passkeys, or any discoverable one. */
export function authenticationOptions(passkeys: Passkey[]) {
  return generateAuthenticationOptions({
    rpID: relyingParty().id,
    allowCredentials: passkeys.map(descriptorOf),
    userVerification: 'required',
  });
}

/** The passkey's new signature counter when the assertion answers the challenge, or null. */
export async function verifyAssertion(
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: Passkey,
): Promise<number | null> {
  const verification = await verifyAuthenticationResponse({
    ...answering(response, challenge),
    credential: {
      id: passkey.credentialId,
      publicKey: Buffer.from(passkey.publicKey, 'base64url'),
      counter: passkey.counter,
      ...(passkey.transports ? { transports: passkey.transports } : {}),
    },
  }).catch(() => null);
  return verification?.verified ? verification.authenticationInfo.newCounter : null;
}
