import { vi } from 'vitest';

/**
 * The latest moment, now or before, whose UTC clock reads `time` (HH:MM): a known hour of the day in any
 * zone, less than a day ago, so a session signed in now is neither idle nor expired at it.
 */
export function latestAtUtc(time: string): Date {
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T${time}:00.000Z`);
  return new Date(today <= Date.now() ? today : today - 86_400_000);
}

/** Runs `act` with the functions' clock (vitest's fake Date, which they read in-process) at `at`. */
export async function withClockAt<T>(at: Date, act: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  try {
    return await act();
  } finally {
    vi.useRealTimers();
  }
}
