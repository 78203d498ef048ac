/**
 * "1 day 3 h left", "45 min left", "Under 1 min left" or "Expired", from a deadline: expired only once
 * it has come, since the offer can be accepted until then.
 */
export function timeLeft(expiresAt: string, now = Date.now()): string {
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return 'Expired';
  const minutes = Math.floor(left / 60_000);
  if (minutes === 0) return 'Under 1 min left';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days) return `${days} day${days === 1 ? '' : 's'} ${hours} h left`;
  if (hours) return `${hours} h ${minutes % 60} min left`;
  return `${minutes} min left`;
}

export const deadlineLabel = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
