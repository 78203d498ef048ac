import * as messages from './messages.ts';
import * as z from './zod.ts';
import { boundedText } from './text-fields.ts';

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

/**
 * A list's filter by a record's identifier in its query (a booking's room or student, a repair's
 * assignee): optional, trimmed, at most 64 characters, as a path's identifier is.
 */
export const recordIdFilter = z.optional(boundedText(64, messages.addresses.identifierInvalid));
