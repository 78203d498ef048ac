/** "1 day 3 h left", "45 min left" or "Expired", from a deadline. */
export function timeLeft(expiresAt: string, now = Date.now()): string {
  const minutes = Math.floor((Date.parse(expiresAt) - now) / 60_000);
  if (minutes <= 0) return 'Expired';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days) return `${days} day${days === 1 ? '' : 's'} ${hours} h left`;
  if (hours) return `${hours} h ${minutes % 60} min left`;
  return `${minutes} min left`;
}

export const deadlineLabel = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
