/** Each second factor as the sign-in's second step names it, in the order it offers them. */
const factorWords = {
  passkey: 'your passkey',
  totp: 'your authenticator app',
  recovery: 'a recovery code',
} as const;

/** Second factors and passkeys (docs/spec.md §12). */
export const secondFactor = {
  /**
   * Names only the factors the account holds: staff without a passkey (most of them) were asked for one
   * the screen did not offer.
   */
  required: (methods: readonly (keyof typeof factorWords)[]) => {
    const words = (Object.keys(factorWords) as (keyof typeof factorWords)[])
      .filter((method) => methods.includes(method))
      .map((method) => factorWords[method]);
    const last = words.pop();
    return `Confirm it is you with ${words.length > 0 ? `${words.join(', ')} or ${last}` : last}.`;
  },
  enrolRequired: 'Staff accounts need a passkey or an authenticator app. Set one up to finish signing in.',
  ticketExpired: 'This sign-in has expired. Please sign in again.',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeInvalid: 'That code is not correct. Check your authenticator app and try again.',
  codeUsed: 'That code was used already. Wait for the next one.',
  recoveryCodeRequired: 'Enter one of your recovery codes',
  recoveryCodeInvalid: 'That recovery code is not correct or was used already.',
  passkeyCancelled: 'The passkey prompt was closed, or this device holds no passkey for this site.',
  passkeyRefused: 'That passkey could not be verified. Please try again.',
  passkeyUnknown: 'This passkey is not registered with any account here.',
  passkeyResponseInvalid: 'The passkey response is malformed.',
  passkeyExists: 'This passkey is already registered.',
  passkeyAdded: 'Passkey added. You can sign in with it from now on.',
  passkeyAddFailed: 'Could not add the passkey. Please try again.',
  passkeyRemoved: 'Passkey removed',
  passkeyNotFound: 'Passkey not found',
  lastFactor: 'This is your only second factor. Add another before removing it.',
  methodNotEnrolled: 'This account has no such second factor.',
  alreadyEnrolled: 'This account already has a second factor.',
  enrolled: 'Second factor set up. Keep your recovery codes somewhere safe: they are shown only once.',
  failed: 'Could not confirm your sign-in',
} as const;
