/** How many academic years the Reports screen offers: the current one and the ones before it. */
const yearsOffered = 5;

/**
 * The academic years a report can cover, newest first: the current one (2025/2026 form) and the four
 * before it. Earlier bookings are in the archive too, but a hostel's reports look back a few years.
 */
export function academicYearsUpTo(current: string): string[] {
  const first = Number(current.slice(0, 4));
  if (!Number.isInteger(first)) return [current];
  return Array.from({ length: yearsOffered }, (_, back) => `${first - back}/${first - back + 1}`);
}
