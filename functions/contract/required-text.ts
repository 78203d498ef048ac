import * as z from './zod.ts';

/**
 * Text someone must write, trimmed first: `required` when it is empty (or shorter than `min`, unless
 * `tooShort` says that), `tooLong` past `max` characters. Without `tooLong`, a text too long says `required` (zod gives the
 * string's own message to its checks that have none), so leave it out only where no form gets there.
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
      z.maxLength(rule.max, rule.tooLong),
    );
