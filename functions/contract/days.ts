/** A calendar day (YYYY-MM-DD) that exists: '2025-02-30' is refused, not rolled into March. */
export function isDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  );
}

/** Today's calendar day in UTC. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
