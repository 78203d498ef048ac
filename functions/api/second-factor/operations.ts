import type { Operation } from '../http/operation.ts';
import { enrol, enrolOptions } from './enrol.ts';
import { enrolPasskey, enrolPasskeyOptions } from './enrol-passkey.ts';
import { addPasskey, addPasskeyOptions, listOwnPasskeys, removePasskey } from './own-passkeys.ts';
import { passkeyOptions, passkeySignIn } from './passkey-sign-in.ts';
import { verifySecondFactor } from './verify-second-factor.ts';

/**
 * Everything after the password (docs/decisions/0046): proving a second factor (authenticator code,
 * recovery code, passkey), setting one up on a first staff sign-in, signing in with a passkey alone,
 * and a user's own passkeys. A Lambda of its own so otplib and @simplewebauthn/server never load with
 * the auth Lambda that every password sign-in, session check and registration starts.
 */
export const operations = {
  verifySecondFactor,
  enrolOptions,
  enrol,
  passkeyOptions,
  passkeySignIn,
  enrolPasskeyOptions,
  enrolPasskey,
  listOwnPasskeys,
  addPasskeyOptions,
  addPasskey,
  removePasskey,
} satisfies Record<string, Operation>;
