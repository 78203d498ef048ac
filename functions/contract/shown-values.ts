import { bookingStatusWording } from './booking-statuses.ts';
import { isCalendarDate } from './days.ts';
import { defaultRoomType } from './hostel-defaults.ts';
import type { GuardianRelationship } from './student-fields.ts';

/**
 * How a stored value reads wherever it is shown (docs/spec.md §2, §3, §9): on the management app's
 * screens, in the server's PDFs and in the browser's spreadsheets, so it reads the same in each. Plain
 * functions, no schemas: a screen that shows a label carries nothing of the reports.
 */

/** What a missing value reads as. */
export const missingValue = 'N/A';
/** A student who holds no bed now, as the students list and its export show it. */
export const noRoom = 'No Room';

type Shown = string | number | boolean | null | undefined;

const isMissing = (value: Shown) => value === null || value === undefined || String(value).trim() === '';

/** The value, or 'N/A' when it is missing (docs/spec.md §9). */
export const orMissing = (value: Shown): string => (isMissing(value) ? missingValue : String(value).trim());

/** The room type, or 'Standard' when it is missing (docs/spec.md §3, §9). */
export const roomTypeOrDefault = (value: Shown): string =>
  isMissing(value) ? defaultRoomType : String(value).trim();

const usDates = new Map<string, Intl.DateTimeFormat>();

/** The US date format in a time zone, made once per zone: a payments PDF writes thousands of dates. */
function usDateIn(timeZone: string): Intl.DateTimeFormat {
  let format = usDates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone });
    usDates.set(timeZone, format);
  }
  return format;
}

/**
 * A date in US English (docs/spec.md §9), e.g. 'Jan 5, 2026'. A calendar date (YYYY-MM-DD: a due date, a
 * date of birth) is that day wherever the reader is, so it never moves a day; a moment (a payment's
 * time) is shown on the day it was in the reader's `timeZone` (decision 0105). A value that is no date
 * is shown as given.
 */
export function formatUsDate(value: Shown, timeZone = 'UTC'): string {
  if (isMissing(value)) return missingValue;
  const text = String(value);
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  return usDateIn(isCalendarDate(text) ? 'UTC' : timeZone).format(date);
}

const bookingStatusLabels: Record<string, string> = Object.fromEntries(
  Object.entries(bookingStatusWording).map(([status, wording]) => [status, wording.label]),
);

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function bookingStatusLabel(value: Shown): string {
  if (isMissing(value)) return missingValue;
  const status = String(value).trim();
  return bookingStatusLabels[status.toLowerCase()] ?? capitalise(status);
}

/** 'Active' or 'Inactive' for a student account (docs/spec.md §3). */
export const studentStatusLabel = (isActive: boolean | null | undefined) =>
  isActive === false ? 'Inactive' : isActive ? 'Active' : missingValue;

/** docs/spec.md §2: capacity reads '1 student', 'N students' or 'N/A'. */
export function capacityLabel(value: Shown): string {
  if (isMissing(value)) return missingValue;
  const count = Number(value);
  if (!Number.isFinite(count)) return String(value);
  return count === 1 ? '1 student' : `${count} students`;
}

export const genderLabel = (value: Shown) => (isMissing(value) ? missingValue : capitalise(String(value)));

const guardianRelationshipLabels: Record<GuardianRelationship, string> = {
  parent: 'Parent',
  sibling: 'Sibling',
  spouse: 'Spouse',
  otherRelative: 'Other relative',
  sponsor: 'Sponsor',
  other: 'Other',
};

/** Who the guardian is to the student, in words; 'N/A' for a record without it (docs/spec.md §3). */
export const guardianRelationshipLabel = (value: Shown) =>
  isMissing(value)
    ? missingValue
    : (guardianRelationshipLabels[String(value) as GuardianRelationship] ?? String(value));
