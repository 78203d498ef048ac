import * as z from './zod.ts';
import * as messages from './messages.ts';
import { maxPasswordLength } from './passwords.ts';

/**
 * The account's current password, which a signed-in user gives to change what signs in to the account:
 * its password, its email (auth.ts) or a new passkey (second-factor.ts). A module of its own so the
 * second-factor Lambda takes this field without the sign-in forms' schemas.
 */
export const currentPasswordField = z
  .string({ error: messages.auth.currentPasswordRequired })
  .check(
    z.minLength(1, messages.auth.currentPasswordRequired),
    z.maxLength(maxPasswordLength, messages.passwords.passwordMax),
  );
