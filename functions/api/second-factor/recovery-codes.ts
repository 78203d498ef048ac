import { randomBytes } from 'node:crypto';

/** How many one-time recovery codes an account gets when it sets up a second factor. */
export const recoveryCodeCount = 10;

const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Ten characters from 32 that are hard to mistake for one another (50 bits), shown as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const characters = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

export const newRecoveryCodes = () => Array.from({ length: recoveryCodeCount }, newRecoveryCode);
