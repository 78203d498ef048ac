/** Second factors and passkeys (docs/spec.md §12). */
export const required = 'Confirm it is you with your passkey, your authenticator app or a recovery code.';
export const enrolRequired =
  'Staff accounts need a passkey or an authenticator app. Set one up to finish signing in.';
export const ticketExpired = 'This sign-in has expired. Please sign in again.';
export const codeRequired = 'Enter the 6-digit code from your authenticator app';
export const codeInvalid = 'That code is not correct. Check your authenticator app and try again.';
export const codeUsed = 'That code was used already. Wait for the next one.';
export const recoveryCodeRequired = 'Enter one of your recovery codes';
export const recoveryCodeInvalid = 'That recovery code is not correct or was used already.';
export const passkeyCancelled =
  'The passkey prompt was closed, or this device holds no passkey for this site.';
export const passkeyRefused = 'That passkey could not be verified. Please try again.';
export const passkeyUnknown = 'This passkey is not registered with any account here.';
export const passkeyResponseInvalid = 'The passkey response is malformed.';
export const passkeyExists = 'This passkey is already registered.';
export const passkeyAdded = 'Passkey added. You can sign in with it from now on.';
export const passkeyRemoved = 'Passkey removed';
export const passkeyNotFound = 'Passkey not found';
export const lastFactor = 'This is your only second factor. Add another before removing it.';
export const methodNotEnrolled = 'This account has no such second factor.';
export const alreadyEnrolled = 'This account already has a second factor.';
export const enrolled =
  'Second factor set up. Keep your recovery codes somewhere safe: they are shown only once.';
export const failed = 'Could not confirm your sign-in';
