import { dayIn, hourIn } from '#contract/days';
import { env } from './env.ts';

/**
 * The hostel's clock (decision 0111): the calendar day a moment falls on where the hostel is, for what
 * the server counts in days on its own (due dates, ageing, reminders, refund cut-offs, the months and
 * weeks of the repair figures) and the times its mail tells. What a person reads in a browser is on
 * their own clock instead (decisions 0105, 0109).
 */

export const hostelTimeZone = () => env().HOSTEL_TIME_ZONE;

/** The calendar day (YYYY-MM-DD) a moment falls on at the hostel. */
export const hostelDayOf = (at: string | Date) => dayIn(at, hostelTimeZone());

/** Today at the hostel. */
export const hostelToday = (now = new Date()) => hostelDayOf(now);

/** The hour (0 to 23) the hostel's clock shows. */
export const hostelHour = (now = new Date()) => hourIn(now, hostelTimeZone());
