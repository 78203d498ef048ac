/** A calendar day (YYYY-MM-DD) that exists: '2025-02-30' is refused, not rolled into March. */
export function isDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  );
}

/**
 * A value written as a calendar date (YYYY-MM-DD: a due date, a date of birth), a day wherever the
 * reader is, rather than a moment (an ISO date-time: a payment's time), which falls on the reader's day.
 */
export const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Today's calendar day in UTC. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The calendar day (YYYY-MM-DD) a moment falls on in a time zone (one Intl accepts). */
export function dayIn(at: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
