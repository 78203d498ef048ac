import { vi } from 'vitest';

/**
 * The functions' clock in an integration test: vitest's fake Date, which the functions read in-process.
 * It only goes forward, and keeps running from each moment it is set to, as the cloud's clock does. The
 * mail line books its SES hand-offs on it (decision 0045) and the jobs worker spaces each hand-off after
 * its last: set back, the clock leaves the next mail waiting, in real time, for moments booked on the
 * later one (days, for a clock set back days), and stopped, it never reaches them. So a test that needs
 * a later moment moves the clock on to it and stays there; its file gets the real clock back once its
 * tests are over (tests/integration/setup.ts), when its functions, queue and table go too. The linter
 * keeps every other integration file off vitest's clock.
 */
export function clockAt(moment: Date | number): void {
  const now = Date.now();
  if (+moment < now)
    throw new Error(
      `The functions' clock only goes forward: ${new Date(moment).toISOString()} is before its now, ` +
        `${new Date(now).toISOString()}. Move on to a later moment (a day of another year, the next time ` +
        `the hour comes round) instead.`,
    );
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(moment);
}

/** Moves the functions' clock on by `ms` from where it is. */
export function clockOn(ms: number): void {
  clockAt(Date.now() + ms);
}

/**
 * The next moment, now or later, whose UTC clock reads `time` (HH:MM): a known hour of the day in any
 * zone, less than a day ahead. A session signed in before it may have idled out by then (a staff
 * session does after 30 minutes): sign in at it.
 */
export function nextAtUtc(time: string): Date {
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T${time}:00.000Z`);
  return new Date(today >= Date.now() ? today : today + 86_400_000);
}
