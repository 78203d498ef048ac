import * as messages from './messages.ts';
import * as z from './zod.ts';

/**
 * A record's identifier where a path names it (a room, a booking, a ledger entry, a passkey): some text,
 * at most `max` characters, longer than any the product or a browser makes. Anything else names no
 * record, and is told so before any read.
 */
export const recordIdParam = (max = 64) =>
  z
    .string(messages.addresses.identifierInvalid)
    .check(
      z.minLength(1, messages.addresses.identifierInvalid),
      z.maxLength(max, messages.addresses.identifierInvalid),
    );
