import * as z from './zod.ts';
import * as messages from './messages.ts';
import { currentPasswordField } from './current-password.ts';

/**
 * The second step of signing in and the passkeys of an account (docs/spec.md §12): the API validates
 * with these schemas and the SPA's forms with the same ones.
 */
const m = messages.secondFactor;

/** What a sign-in that needs a second step answers instead of a session. */
export interface SecondFactorStep {
  /** Names this sign-in in the calls that finish it; lives for 10 minutes, in request bodies only. */
  ticket: string;
  /** The factors the account holds, to offer; empty when it must enrol one first. */
  methods: Array<'passkey' | 'totp' | 'recovery'>;
  /** The account holds no second factor yet and must set one up to finish signing in. */
  enrol: boolean;
}

export type SecondFactorMethod = SecondFactorStep['methods'][number];

/** The passkeys an account holds, as the account screen lists them. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt?: string;
}

const ticketField = z
  .string({ error: m.ticketExpired })
  .check(z.minLength(1, m.ticketExpired), z.maxLength(100, m.ticketExpired));

/** Six digits; spaces an app shows in the middle are dropped. */
export const totpCodeField = z.string({ error: m.codeRequired }).check(
  z.maxLength(20, m.codeInvalid),
  z.overwrite((code) => code.replace(/\s/g, '')),
  z.minLength(1, m.codeRequired),
  z.regex(/^\d{6}$/, m.codeInvalid),
);

export const recoveryCodeField = z
  .string({ error: m.recoveryCodeRequired })
  .check(z.trim(), z.minLength(1, m.recoveryCodeRequired), z.maxLength(40, m.recoveryCodeInvalid));

const base64url = z
  .string({ error: m.passkeyResponseInvalid })
  .check(
    z.maxLength(16_000, m.passkeyResponseInvalid),
    z.regex(/^[A-Za-z0-9_-]*$/, m.passkeyResponseInvalid),
  );
const credentialFields = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key', { error: m.passkeyResponseInvalid }),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'], m.passkeyResponseInvalid)),
};

/** What navigator.credentials.get() answers, as @simplewebauthn/browser serialises it. */
export const passkeyAssertionSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: z.optional(base64url),
  }),
});

/** What navigator.credentials.create() answers, as @simplewebauthn/browser serialises it. */
export const passkeyAttestationSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: z.optional(base64url),
    transports: z.optional(
      z
        .array(z.string().check(z.maxLength(32, m.passkeyResponseInvalid)))
        .check(z.maxLength(10, m.passkeyResponseInvalid)),
    ),
    publicKeyAlgorithm: z.optional(z.number()),
    publicKey: z.optional(base64url),
  }),
});

export type PasskeyAttestation = z.infer<typeof passkeyAttestationSchema>;

/** POST /auth/login/second-factor: the sign-in's ticket and a code. */
export const secondFactorSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ ticket: ticketField, method: z.literal('totp'), code: totpCodeField }),
    z.object({ ticket: ticketField, method: z.literal('recovery'), code: recoveryCodeField }),
  ],
  m.methodNotEnrolled,
);

/** POST /auth/login/passkey: the ticket of POST /auth/passkey/options and the passkey's answer. */
export const passkeySignInSchema = z.object({ ticket: ticketField, passkey: passkeyAssertionSchema });

/** POST /auth/passkey/options: a ticket whose password was checked, or none to sign in with a passkey alone. */
export const passkeyOptionsSchema = z.object({
  ticket: z.optional(ticketField),
  rememberMe: z._default(z.optional(z.boolean()), false),
});

/** POST /auth/login/enrol-options and /auth/login/enrol-passkey/options: a first sign-in's ticket. */
export const enrolOptionsSchema = z.object({ ticket: ticketField });

/** POST /auth/login/enrol: a code of the new authenticator app, which finishes the sign-in. */
export const enrolTotpSchema = z.object({ ticket: ticketField, code: totpCodeField });

/** POST /auth/login/enrol-passkey: the new passkey, which finishes the sign-in. */
export const enrolPasskeySchema = z.object({ ticket: ticketField, passkey: passkeyAttestationSchema });

/**
 * POST /auth/passkeys/options and My Profile's "Add a passkey": the account's current password, checked
 * before any challenge is given, as for a password or email change.
 */
export const addPasskeyOptionsSchema = z.object({ currentPassword: currentPasswordField });
export type AddPasskeyOptionsInput = z.input<typeof addPasskeyOptionsSchema>;

/** POST /auth/passkeys: a passkey the signed-in user just created, with the ticket of its options. */
export const addPasskeySchema = z.object({ ticket: ticketField, passkey: passkeyAttestationSchema });

/** The sign-in screen's code forms. */
export const totpFormSchema = z.object({ code: totpCodeField });
export const recoveryFormSchema = z.object({ code: recoveryCodeField });
