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

/** Whether Intl knows the zone: an IANA name ('Africa/Accra', any case) or an offset ('+05:30'). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Today's calendar day in UTC. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * The earliest calendar day that is still today somewhere on earth: UTC-12's (no zone is further
 * behind, and none there changes its clocks), for a "not in the past" check made without the reader's
 * zone, which must not refuse anyone's today (decision 0109).
 */
export const earliestToday = (now = new Date()) => todayUtc(new Date(now.getTime() - 12 * 3_600_000));

/** The calendar day `count` days after a day (YYYY-MM-DD), whatever the zone: days are counted, not hours. */
export const daysAfter = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/** The calendar day after a day (YYYY-MM-DD). */
export const dayAfter = (day: string) => daysAfter(day, 1);

const clockParts = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;

/**
 * One wall-clock formatter per zone, made once: making one costs a third of a millisecond, a hundred
 * times what it takes to format, and a list ages hundreds of charges by the day they were written.
 */
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The zone's wall clock at a moment, as numbers (hours 0 to 23). */
function clockIn(at: Date, timeZone: string): Record<(typeof clockParts)[number], number> {
  const parts = clockOf(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value);
  return Object.fromEntries(clockParts.map((type) => [type, part(type)])) as ReturnType<typeof clockIn>;
}

/** The hour (0 to 23) a zone's clock shows at a moment. */
export const hourIn = (at: Date, timeZone: string) => clockIn(at, timeZone).hour;

/** The calendar day (YYYY-MM-DD) a moment falls on in a time zone (one Intl accepts). */
export function dayIn(at: string | Date, timeZone: string): string {
  const { year, month, day } = clockIn(new Date(at), timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How far the zone's clock is ahead of UTC at a moment (ms since the epoch), in ms. */
function offsetAt(at: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = clockIn(new Date(at), timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(at / 1000) * 1000;
}

/**
 * The moment (an ISO time) a calendar day starts in a time zone: its midnight there, read with the
 * offset the zone has then, so a day the clocks change on is 23 or 25 hours long as it is there.
 */
export function dayStartIn(day: string, timeZone: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // Midnight there read with the zone's offset at UTC's midnight, then with its offset at that first
  // reading: the two differ only when the clocks change in between. The day starts at the earlier when
  // it is already of the day; where the clocks skip midnight itself (Santiago, Beirut) no 00:00 exists,
  // the earlier is still the day before, and the day starts at the later, its first moment (01:00).
  const first = midnightUtc - offsetAt(midnightUtc, timeZone);
  const second = midnightUtc - offsetAt(first, timeZone);
  const [earlier, later] = first <= second ? [first, second] : [second, first];
  return new Date(dayIn(new Date(earlier), timeZone) === day ? earlier : later).toISOString();
}

/**
 * The moment (an ISO time) a calendar day ends in a time zone, the next day's start there: the first
 * moment a range of days up to `day` leaves out.
 */
export const dayEndIn = (day: string, timeZone: string) => dayStartIn(dayAfter(day), timeZone);
