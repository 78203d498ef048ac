import { deliveryChoices } from './notifications.ts';
import * as messages from './messages.ts';
import * as z from './zod.ts';

/**
 * The form that saves a user's notification choices, apart from ./notifications.ts: the data layer and
 * every Lambda that sends a notice read that module, and would otherwise carry this schema and the parts
 * of zod only it uses (a strict object).
 */

const choice = z.enum(deliveryChoices, messages.notifications.preferenceInvalid);

/** PUT /notifications/preferences: a choice for every category. */
export const preferencesSchema = z.strictObject({
  bookings: choice,
  waitlist: choice,
  payments: choice,
  maintenance: choice,
  announcements: choice,
  // Saved before staff summaries existed, a form may lack it: the default applies.
  summaries: z._default(choice, 'app-and-mail'),
  // The same for parcels at the desk, which came later still (decision 0064).
  parcels: z._default(choice, 'app-and-mail'),
});
