import * as z from './zod.ts';

/**
 * Text someone must write, trimmed first: `required` when it is empty (or shorter than `min`, unless
 * `tooShort` says that), `tooLong` past `max` characters (zod's own message when a form cannot get there).
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
