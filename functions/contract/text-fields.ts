import * as messages from './messages.ts';
import * as z from './zod.ts';

/**
 * Text someone must write, trimmed first: `required` when it is empty (or shorter than `min`, unless
 * `tooShort` says that), `tooLong` past `max` characters, else the common "at most" when a form cannot
 * get there: without one, `required`, the string's own message, was said of text too long too.
 */
export const requiredText = (rule: {
  max: number;
  required: string;
  tooLong?: string;
  min?: number;
  tooShort?: string;
}) =>
  z
    .string(rule.required)
    .check(
      z.trim(),
      z.minLength(rule.min ?? 1, rule.tooShort ?? rule.required),
      z.maxLength(rule.max, rule.tooLong ?? messages.common.textTooLong(rule.max)),
    );

/**
 * Text that may be left empty, trimmed first, `tooLong` past `max` characters. Its kind is the API's to
 * say when it is no text at all (api/http/kind-faults.ts, decision 0118), not the length message.
 */
export const boundedText = (max: number, tooLong: string) =>
  z.string().check(z.trim(), z.maxLength(max, tooLong));
