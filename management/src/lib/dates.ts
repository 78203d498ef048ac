import { isCalendarDate } from '#contract/days';
import { missingValue } from '#contract/shown-values';

/**
 * A date in US English (docs/spec.md §9), e.g. "Mar 14, 2004". A calendar date (YYYY-MM-DD) is read as that
 * day wherever the user is; anything unreadable shows 'N/A'.
 */
export function formatDate(value: string | undefined | null): string {
  if (!value) return missingValue;
  const calendar = isCalendarDate(value);
  const date = new Date(calendar ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return missingValue;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(calendar ? { timeZone: 'UTC' } : {}),
  });
}

/** A moment in US English with these parts; anything unreadable shows 'N/A'. */
function formatMoment(value: string | undefined | null, parts: Intl.DateTimeFormatOptions): string {
  if (!value) return missingValue;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return missingValue;
  return date.toLocaleString('en-US', parts);
}

const dayAndTime = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;

/** A moment, e.g. "Dec 12, 2026, 10:48 PM". */
export const formatDateTime = (value: string | undefined | null) =>
  formatMoment(value, { year: 'numeric', ...dayAndTime });

/**
 * A moment of the coming week, e.g. "Dec 12, 10:48 PM": without its year, which goes without saying for
 * something at most days away (a deposit's deadline: depositDeadlineHoursBounds) and which a label that
 * must fit a phone on one line cannot spare.
 */
export const formatDateTimeThisWeek = (value: string | undefined | null) => formatMoment(value, dayAndTime);
