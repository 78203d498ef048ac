import * as messages from './messages.ts';
import * as z from './zod.ts';

/**
 * An academic period's parts as the API reads them, apart from the settings' schemas so that a route
 * taking a period (the payments report, in the exports Lambda) carries these two without the settings'
 * room types and their messages.
 */

/** An academic year in the 2025/2026 form: two consecutive years; missing, or not text, said so too. */
export const academicYearSchema = z.string(messages.settings.academicYearInvalid).check(
  z.trim(),
  z.regex(/^\d{4}\/\d{4}$/, messages.settings.academicYearInvalid),
  z.refine(
    (value) => Number(value.slice(5)) === Number(value.slice(0, 4)) + 1,
    messages.settings.academicYearInvalid,
  ),
);

/**
 * A semester, 1 or 2, read by `number` (plain or coerced); any other number, a fraction too, is refused
 * with the semester's message. Classic zod's refine narrowed the output to 1 | 2
 * through the check's inferred type guard; zod/mini's checks never change a type, so a last step that
 * accepts anything carries the narrowed type.
 */
export const semesterOf = <Input>(number: z.ZodMiniNumber<Input>) =>
  z.pipe(
    number.check(z.refine((value) => value === 1 || value === 2, messages.settings.semesterInvalid)),
    z.custom<1 | 2>(),
  );

/**
 * A semester as a query string gives it: coerced, and missing or not a number refused with the
 * semester's message too (a bare coercion's NaN would answer zod's own words).
 */
export const semesterQuerySchema = semesterOf(z.coerce.number(messages.settings.semesterInvalid));

/** A semester as a JSON body gives it: missing or not a number refused with the semester's message. */
export const semesterSchema = semesterOf(z.number(messages.settings.semesterInvalid));
