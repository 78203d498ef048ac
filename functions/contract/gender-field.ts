import * as messages from './messages.ts';
import { genders } from './student-fields.ts';
import * as z from './zod.ts';

/**
 * A student's gender, one of docs/spec.md §3's list, wherever one is written (a registration, a student
 * form, a move): required when none is chosen; a value not on the list, which only a call to the API can
 * send, is said to be one rather than missing.
 */
export const genderField = z.enum(genders, {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? messages.auth.genderRequired
      : messages.auth.genderInvalid,
});
