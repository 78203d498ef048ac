/**
 * Stands in for `@peculiar/x509`, `@peculiar/asn1-android`, `@peculiar/asn1-x509`, `@peculiar/asn1-rsa`
 * and `@peculiar/asn1-x509-post-quantum` inside the Lambda bundles (infra/cdk/bundling.ts).
 * @simplewebauthn/server imports them to check the certificate chains of the attestation formats that
 * carry one (packed with x5c, TPM, Android key, Apple, SafetyNet), to read keys out of those
 * certificates and to read the FIDO metadata service. Passkeys here ask for attestation 'none' and
 * webauthn.ts refuses any other format (docs/decisions/0046), so that code never runs; with
 * reflect-metadata, tsyringe and the certificate schemas it was about 140 KB of the second-factor bundle. A
 * format that reached a certificate check would fail here, loudly.
 */
export function unbundled(): never {
  throw new Error(
    'Attestation certificates are not bundled into the Lambdas (infra/cdk/lambda-shims/no-attestation-certificates.ts)',
  );
}

export class Unbundled {
  constructor() {
    unbundled();
  }
}

// The names @simplewebauthn/server imports from @peculiar/x509.
export const X509Certificate = Unbundled;
export const X509ChainBuilder = Unbundled;
export const X509Crl = Unbundled;
export const AuthorityKeyIdentifierExtension = Unbundled;
export const CRLDistributionPointsExtension = Unbundled;
export const SubjectKeyIdentifierExtension = Unbundled;
// From @peculiar/asn1-android (Android key attestation's extension).
export const KeyDescription = Unbundled;
export const id_ce_keyDescription = '1.3.6.1.4.1.11129.2.1.17';
// From @peculiar/asn1-x509: certificates and the extensions the attestation checks read.
export const Certificate = Unbundled;
export const BasicConstraints = Unbundled;
export const ExtendedKeyUsage = Unbundled;
export const SubjectAlternativeName = Unbundled;
export const id_ce_basicConstraints = '2.5.29.19';
export const id_ce_extKeyUsage = '2.5.29.37';
export const id_ce_subjectAltName = '2.5.29.17';
// From @peculiar/asn1-rsa: a certificate's RSA key and its signature algorithms.
export const RSAPublicKey = Unbundled;
export const id_rsaEncryption = '1.2.840.113549.1.1.1';
export const id_sha1WithRSAEncryption = '1.2.840.113549.1.1.5';
export const id_sha256WithRSAEncryption = '1.2.840.113549.1.1.11';
export const id_sha384WithRSAEncryption = '1.2.840.113549.1.1.12';
export const id_sha512WithRSAEncryption = '1.2.840.113549.1.1.13';
// From @peculiar/asn1-x509-post-quantum: a certificate's ML-DSA signature algorithms.
export const id_ml_dsa_44 = '2.16.840.1.101.3.4.3.17';
export const id_ml_dsa_65 = '2.16.840.1.101.3.4.3.18';
export const id_ml_dsa_87 = '2.16.840.1.101.3.4.3.19';
