import { isTimeZone } from './days.ts';
import * as messages from './messages.ts';
import * as z from './zod.ts';

/**
 * The reader's time zone, which the app sends with every PDF export so that the server prints a moment
 * (a payment's time, the time the PDF was made) on the reader's clock, as the spreadsheets written in
 * the browser do, and with the maintenance report it reads, whose days are the reader's (decision 0105),
 * as are the desk's today and the audit trail's days (0109).
 */

/** Longer than any IANA name (the longest, 32 characters), short of anything worth parsing. */
const maxTimeZoneLength = 64;

const m = messages.exports;

/** A time zone as the browser names it (Intl.DateTimeFormat().resolvedOptions().timeZone). */
const timeZoneSchema = z.string(m.timeZoneInvalid).check(
  z.trim(),
  // A longer text is refused before Intl reads it, with the one message.
  z.maxLength(maxTimeZoneLength, { error: m.timeZoneInvalid, abort: true }),
  z.refine(isTimeZone, m.timeZoneInvalid),
);

/**
 * The query every PDF export reads, and every read of the reader's days (the maintenance report, the
 * desk's today, the audit trail): `timeZone`, the reader's; UTC without one, as every PDF was printed
 * and every day counted before, so a tab loaded before the app sent it still works.
 */
export const readersZoneQuerySchema = z.object({ timeZone: z._default(timeZoneSchema, 'UTC') });
