import {
  ageingBucketLabels,
  ageingBuckets,
  type OutstandingStudent,
  type PaymentReportRow,
} from '#contract/money-reports';
import { minorDigits } from '#contract/amounts';
import { isCalendarDate } from '#contract/days';
import { paymentWords, spreadsheetSheets } from '#contract/exports';
import {
  bookingStatusLabel,
  genderLabel,
  guardianRelationshipLabel,
  noRoom,
  orMissing,
  roomTypeOrDefault,
  studentStatusLabel,
} from '#contract/shown-values';
import {
  maintenanceStatuses,
  type MaintenanceReport,
  type MaintenanceReportGroup,
} from '#contract/maintenance';
import { maintenanceStatusLabels } from '#contract/maintenance-labels';

/**
 * The spreadsheet exports of docs/spec.md §3 and §9 (Students, Bookings, Rooms, Maintenance, Payments, Balances) as plain
 * tables: the
 * sheet name, the header row (in words, as a reader says them) and one row per item. The writers (xlsx, csv) only
 * turn a table into a file, so both formats always carry the same columns and values.
 */

export type SpreadsheetCell = string | number | Date | null;

export interface SpreadsheetTable {
  sheet: string;
  headers: readonly string[];
  rows: SpreadsheetCell[][];
}

/** The fields of the API's Student this export reads (docs/spec.md §3). */
export interface StudentRow {
  fullName?: string | null;
  email?: string | null;
  gender?: string | null;
  phoneNumber?: string | null;
  programmeOfStudy?: string | null;
  level?: string | number | null;
  guardianName?: string | null;
  guardianPhoneNumber?: string | null;
  guardianRelationship?: string | null;
  studentIdNumber?: string | null;
  isActive?: boolean | null;
  /** The room the student holds a bed in now (the students list has it), null without one. */
  room?: { roomNumber?: string | number | null } | null;
}

/** The fields of the API's Booking this export reads. */
export interface BookingRow {
  student?: { fullName?: string | null } | null;
  room?: { roomNumber?: string | number | null; roomType?: string | null } | null;
  academicYear?: string | null;
  semester?: string | number | null;
  bookingDate?: string | null;
  status?: string | null;
}

/** The fields of the API's Room this export reads. */
export interface RoomRow {
  roomNumber?: string | number | null;
  roomType?: string | null;
  capacity?: number | null;
  currentOccupancy?: number | null;
  status?: string | null;
  freeBeds?: number | null;
  isAvailable?: boolean | null;
}

/** Whole numbers stay numbers, so a spreadsheet sorts and sums them; anything else is text or 'N/A'. */
function numberOrText(value: string | number | null | undefined): SpreadsheetCell {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return orMissing(value);
}

/**
 * A date cell, on the day the screens show it (docs/spec.md §9): a moment (a payment's time) on the
 * user's own day, and a calendar date (a due date) on that day wherever the user is, so it is held as
 * that day's local midnight, not UTC's (which is the day before west of UTC). A value that is no date is
 * kept as text so nothing is lost.
 */
function dateCell(value: string | null | undefined): SpreadsheetCell {
  if (!value) return orMissing(value);
  // A date-time without an offset is read as local time: the day's local midnight.
  const date = new Date(isCalendarDate(value) ? `${value}T00:00:00` : value);
  return Number.isNaN(date.getTime()) ? value : date;
}

export function studentsTable(students: readonly StudentRow[]): SpreadsheetTable {
  return {
    sheet: spreadsheetSheets.students,
    headers: [
      'Name',
      'Student ID Number',
      'Email',
      'Gender',
      'Phone',
      'Programme',
      'Level',
      'Room',
      'Guardian Name',
      'Guardian Phone',
      'Guardian Relationship',
      'Status',
    ],
    rows: students.map((student) => [
      orMissing(student.fullName),
      orMissing(student.studentIdNumber),
      orMissing(student.email),
      genderLabel(student.gender),
      orMissing(student.phoneNumber),
      orMissing(student.programmeOfStudy),
      numberOrText(student.level),
      student.room ? orMissing(student.room.roomNumber) : noRoom,
      orMissing(student.guardianName),
      orMissing(student.guardianPhoneNumber),
      guardianRelationshipLabel(student.guardianRelationship),
      studentStatusLabel(student.isActive),
    ]),
  };
}

export function bookingsTable(bookings: readonly BookingRow[]): SpreadsheetTable {
  return {
    sheet: spreadsheetSheets.bookings,
    headers: ['Student', 'Room', 'Academic Year', 'Semester', 'Room Type', 'Booking Date', 'Status'],
    rows: bookings.map((booking) => [
      orMissing(booking.student?.fullName),
      orMissing(booking.room?.roomNumber),
      orMissing(booking.academicYear),
      numberOrText(booking.semester),
      roomTypeOrDefault(booking.room?.roomType),
      dateCell(booking.bookingDate),
      bookingStatusLabel(booking.status),
    ]),
  };
}

/**
 * docs/spec.md §3: Available or Occupied, otherwise the status value. An open room ('available') is
 * Occupied once it has no free bed; a room under maintenance or closed shows that status.
 */
export function roomStatusLabel(room: RoomRow): string {
  const status = room.status?.trim();
  if (!status) return orMissing(status);
  if (status.toLowerCase() !== 'available') return status.charAt(0).toUpperCase() + status.slice(1);
  const freeBeds =
    room.freeBeds ??
    (room.capacity != null && room.currentOccupancy != null ? room.capacity - room.currentOccupancy : null);
  const full = freeBeds != null ? freeBeds <= 0 : room.isAvailable === false;
  return full ? 'Occupied' : 'Available';
}

export function roomsTable(rooms: readonly RoomRow[]): SpreadsheetTable {
  return {
    sheet: spreadsheetSheets.rooms,
    headers: ['Room Number', 'Type', 'Capacity', 'Current Occupancy', 'Status'],
    rows: rooms.map((room) => [
      orMissing(room.roomNumber),
      roomTypeOrDefault(room.roomType),
      numberOrText(room.capacity),
      numberOrText(room.currentOccupancy),
      roomStatusLabel(room),
    ]),
  };
}

/**
 * The maintenance report (GET /maintenance/report): a row per category, then per block, then all
 * requests, each with its counts by state and its times to resolve in hours (empty when none resolved).
 * The PDF (POST /export/maintenance/pdf) lays out the same groups.
 */
export function maintenanceTable(report: MaintenanceReport): SpreadsheetTable {
  const row = (groupedBy: string, group: MaintenanceReportGroup): SpreadsheetCell[] => [
    groupedBy,
    group.group,
    group.requests,
    ...maintenanceStatuses.map((status) => group.byStatus[status]),
    group.medianHours,
    group.p90Hours,
  ];
  return {
    sheet: spreadsheetSheets.maintenance,
    headers: [
      'Grouped By',
      'Group',
      'Requests',
      ...maintenanceStatuses.map((status) => maintenanceStatusLabels[status]),
      'Median Hours to Resolve',
      '90th Percentile Hours to Resolve',
    ],
    rows: [
      ...report.byCategory.map((group) => row('Category', group)),
      ...report.byBlock.map((group) => row('Block', group)),
      row('All', report.all),
    ],
  };
}

/** The fields of GET /money/payments and of the outstanding list's rows these exports read. */
export type PaymentRow = Omit<PaymentReportRow, 'student'> & { student: { fullName: string } };
export type BalanceRow = Pick<OutstandingStudent, 'currency' | 'due' | 'buckets' | 'oldestDueDate'> & {
  student: { fullName: string; email: string };
};

/** An amount as a number of the currency's major unit (1200.5), so a spreadsheet sums it. */
const major = (minor: number, currency: string) => minor / 10 ** minorDigits(currency);

export function paymentsTable(payments: readonly PaymentRow[]): SpreadsheetTable {
  return {
    sheet: spreadsheetSheets.payments,
    headers: ['Date', 'Student', 'Receipt Number', 'Method', 'Reference', 'Amount', 'Currency', 'Reversed'],
    rows: payments.map((payment) => [
      dateCell(payment.at),
      ...paymentWords(payment),
      major(payment.amount, payment.currency),
      payment.currency,
      payment.reversed ? 'Yes' : 'No',
    ]),
  };
}

export function balancesTable(balances: readonly BalanceRow[]): SpreadsheetTable {
  return {
    sheet: spreadsheetSheets.balances,
    headers: [
      'Student',
      'Email',
      'Owed',
      ...ageingBuckets.map((bucket) => ageingBucketLabels[bucket]),
      'Oldest Due',
      'Currency',
    ],
    rows: balances.map((row) => [
      orMissing(row.student.fullName),
      orMissing(row.student.email),
      major(row.due, row.currency),
      ...ageingBuckets.map((bucket) => major(row.buckets[bucket], row.currency)),
      dateCell(row.oldestDueDate),
      row.currency,
    ]),
  };
}
