const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/**
 * The demo hostel's clock: every seeded time is read from one moment, the seed's start, so the story
 * holds together whenever `npm start` first runs. The semester began two weeks ago and ends in a hundred
 * days; its bookings were made before it began, its residents checked in when it did, and what happened
 * to them since (repairs, payments, requests) came after, up to now.
 */
export interface DemoCalendar {
  /** The seed's start (ISO). */
  now: string;
  /** The semester's stay (YYYY-MM-DD), the settings' stay dates. */
  stay: { arrival: string; departure: string };
  /** The day `days` from today (YYYY-MM-DD); negative is before. */
  day(days: number): string;
  /** The moment `hours` into a day (YYYY-MM-DD, UTC), as ISO. */
  on(day: string, hours: number): string;
  /** The moment `hours` after an ISO time (negative is before), as ISO. */
  after(iso: string, hours: number): string;
  /** The moment `hours` before now, as ISO. */
  hoursAgo(hours: number): string;
}

export function demoCalendar(start = new Date()): DemoCalendar {
  const now = start.getTime();
  const day = (days: number) => new Date(now + days * dayMs).toISOString().slice(0, 10);
  const after = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * hourMs).toISOString();
  return {
    now: start.toISOString(),
    stay: { arrival: day(-14), departure: day(100) },
    day,
    on: (date, hours) => after(`${date}T00:00:00.000Z`, hours),
    after,
    hoursAgo: (hours) => after(start.toISOString(), -hours),
  };
}
