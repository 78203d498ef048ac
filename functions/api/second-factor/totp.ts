import { generateSecret, generateURI, verify } from 'otplib';
import { brand } from '#contract/brand';
import { nodeCrypto } from './otp-crypto.ts';

/**
 * Authenticator-app codes (RFC 6238 through otplib, hashed by node:crypto): SHA-1, 6 digits, 30-second
 * steps, as every app reads them. A code of the step before or after is accepted too (clocks drift), once.
 */
export const newTotpSecret = () => generateSecret({ crypto: nodeCrypto });

/** The otpauth:// address an authenticator app reads from a QR code or a link. */
export const totpUri = (email: string, secret: string) =>
  generateURI({ issuer: brand.name, label: email, secret });

/** The time step the code belongs to, or null when it is not a code of this secret near now. */
export async function totpStepOf(secret: string, code: string): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: 30, crypto: nodeCrypto });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
