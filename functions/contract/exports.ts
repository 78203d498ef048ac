import * as z from './zod.ts';
import { maxEmailLength } from './student-fields.ts';
import { isDay } from './days.ts';
import * as messages from './messages.ts';
import type { PaymentReportRow } from './money-reports.ts';
import { paymentMethodCell } from './payment-methods.ts';
import { orMissing } from './shown-values.ts';

/**
 * Reports (docs/spec.md §3 export rows, §7 exports, §9): the PDF request bodies the API validates, their
 * limits and file names; how each value reads in them is ./shown-values.ts, shared with the screens.
 */

/** Largest number of bookings one bookings PDF holds; the SPA sends at most one list's worth. */
export const maxBookingsPerReport = 5000;
/**
 * Most payments one payments PDF holds: about 3.5 MB of base64, well inside the Lambda's 6 MB answer
 * (20,000 reach 5.95 MB) and its time (tests/perf/export-pdf.ts). A semester of a 5,000-student hostel
 * paying in two instalments fits; more is a spreadsheet's work.
 */
export const maxPaymentsPerReport = 12_000;
/** Largest booking history one student profile PDF holds. */
export const maxBookingsPerStudent = 500;
/** Longest text accepted in a name-like field of a report (a student's name, a room type, a programme). */
export const maxFieldLength = 200;
/** Longest text accepted in a short field (a room number, a date, an academic year, a status). */
export const maxShortFieldLength = 40;
export const maxTitleLength = 120;
/**
 * Most characters one bookings report may print. A PDF grows with its text, and the Lambda's response
 * (base64) must stay under its 6 MB limit and its time: 750,000 characters stay under 4 MB even when
 * none of it compresses, while 5,000 real bookings need about 450,000.
 */
export const maxReportCharacters = 750_000;

export const defaultBookingsReportTitle = 'Bookings Report';

export const spreadsheetSheets = {
  students: 'Students',
  bookings: 'Bookings',
  rooms: 'Rooms',
  maintenance: 'Maintenance',
  payments: 'Payments',
  balances: 'Balances',
} as const;

export type ReportKind = keyof typeof spreadsheetSheets;
export type ReportFormat = 'xlsx' | 'csv' | 'pdf';

/** An academic period a report covers: a year in the 2025/2026 form, and a semester unless both. */
export interface ReportPeriod {
  academicYear: string;
  semester?: number | string | null;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The name of every report the app downloads (docs/spec.md §9), from the lists and the Reports screen
 * alike: the report, the period it covers when it has one, and the day it was made, e.g.
 * 'Bookings_2025-2026_S1_2026-11-24.xlsx' or 'Students_2026-11-24.csv'. The day is the user's own
 * calendar day, since that is the day they downloaded it on.
 */
export function reportFileName(
  report: ReportKind,
  format: ReportFormat,
  { period, on }: { period?: ReportPeriod | null; on: Date },
): string {
  const year = period?.academicYear.trim().replace('/', '-');
  const semester = period?.semester ? `S${String(period.semester).trim()}` : undefined;
  const day = `${on.getFullYear()}-${twoDigits(on.getMonth() + 1)}-${twoDigits(on.getDate())}`;
  return [spreadsheetSheets[report], year, year && semester, day].filter(Boolean).join('_') + `.${format}`;
}

const m = messages.exports;

/** A text field of a report: absent, or a string or number (room numbers and semesters come as either). */
const field = (maxLength: number) =>
  z.pipe(
    z.nullish(
      z.union([z.string().check(z.maxLength(maxLength, m.fieldTooLong)), z.number()], m.fieldInvalid),
    ),
    z.transform((value) =>
      value === null || value === undefined ? undefined : String(value).trim() || undefined,
    ),
  );
const text = field(maxFieldLength);
const shortText = field(maxShortFieldLength);

/** One row of the bookings PDF (docs/spec.md §7). */
export const bookingExportRowSchema = z.object({
  studentName: text,
  roomNumber: shortText,
  roomType: text,
  bookingDate: shortText,
  academicYear: shortText,
  semester: shortText,
  status: shortText,
});
export type BookingExportRow = z.input<typeof bookingExportRowSchema>;

const characters = (row: z.output<typeof bookingExportRowSchema>) =>
  Object.values(row).reduce((sum, value) => sum + (value?.length ?? 0), 0);

/** POST /export/bookings/pdf */
export const bookingsPdfRequestSchema = z.object({
  title: z.nullish(z.string(m.titleInvalid).check(z.trim(), z.maxLength(maxTitleLength, m.titleTooLong))),
  bookings: z.array(bookingExportRowSchema, m.bookingsRequired).check(
    z.maxLength(maxBookingsPerReport, m.tooManyBookings),
    z.refine(
      (rows) => rows.reduce((sum, row) => sum + characters(row), 0) <= maxReportCharacters,
      m.reportTooLarge,
    ),
  ),
});
export type BookingsPdfRequest = z.input<typeof bookingsPdfRequestSchema>;

const exportedRoom = z.nullish(z.object({ roomNumber: shortText, roomType: text, capacity: shortText }));

/**
 * A booking of the student profile PDF: the API's Booking (room nested) or a flat export row, whichever
 * the screen holds; other fields are ignored.
 */
export const studentExportBookingSchema = z.object({
  room: exportedRoom,
  roomNumber: shortText,
  roomType: text,
  capacity: shortText,
  bookingDate: shortText,
  academicYear: shortText,
  semester: shortText,
  status: shortText,
  archivedAt: shortText,
});

/**
 * The student of the profile PDF: the API's Student; only the name is needed. Each field takes what a
 * student record may hold (contract/auth.ts, students.ts), so no stored student fails the export.
 */
export const studentExportSchema = z.object(
  {
    fullName: z
      .string(m.studentNameRequired)
      .check(z.trim(), z.minLength(1, m.studentNameRequired), z.maxLength(maxFieldLength, m.fieldTooLong)),
    email: field(maxEmailLength),
    gender: shortText,
    phoneNumber: shortText,
    dateOfBirth: shortText,
    programmeOfStudy: text,
    level: text,
    guardianName: text,
    guardianPhoneNumber: shortText,
    guardianRelationship: shortText,
    studentIdNumber: shortText,
    isActive: z.nullish(z.boolean()),
    createdAt: shortText,
  },
  m.studentRequired,
);

/** POST /export/student/pdf */
export const studentPdfRequestSchema = z.object({
  student: studentExportSchema,
  bookings: z._default(
    z
      .array(studentExportBookingSchema, m.bookingsRequired)
      .check(z.maxLength(maxBookingsPerStudent, m.tooManyStudentBookings)),
    [],
  ),
});
export type StudentPdfRequest = z.input<typeof studentPdfRequestSchema>;

/** The bookings PDF row of a booking as the API returns it (what the bookings screen holds). */
export function bookingExportRowOf(booking: {
  student?: { fullName?: string | null } | null;
  room?: { roomNumber?: string | number | null; roomType?: string | null } | null;
  bookingDate?: string | null;
  academicYear?: string | null;
  semester?: string | number | null;
  status?: string | null;
}): BookingExportRow {
  return {
    studentName: booking.student?.fullName,
    roomNumber: booking.room?.roomNumber,
    roomType: booking.room?.roomType,
    bookingDate: booking.bookingDate,
    academicYear: booking.academicYear,
    semester: booking.semester,
    status: booking.status,
  };
}

/** A payment's Student, Receipt Number, Method and Reference, as both its exports (PDF and spreadsheet) word them. */
export const paymentWords = (
  payment: Pick<PaymentReportRow, 'receiptNumber' | 'method' | 'reference'> & {
    student: { fullName: string };
  },
): string[] => [
  orMissing(payment.student.fullName),
  orMissing(payment.receiptNumber),
  payment.method ? paymentMethodCell(payment.method) : orMissing(null),
  payment.reference ?? '',
];

// Refinements rather than zod's number checks, which would add 2 KB to the exports bundle at its budget.
const upTo = (limit: number, whole: boolean) =>
  z
    .number(m.maintenanceRowsInvalid)
    .check(
      z.refine(
        (value) => value >= 0 && value <= limit && (!whole || Number.isInteger(value)),
        m.maintenanceRowsInvalid,
      ),
    );
const count = upTo(10_000_000, true);
const hours = z.nullable(upTo(10_000_000, false));
const maintenanceGroupSchema = z.object({
  group: z.string(m.maintenanceRowsInvalid).check(z.maxLength(maxShortFieldLength, m.fieldTooLong)),
  requests: count,
  byStatus: z.object({
    new: count,
    assigned: count,
    in_progress: count,
    waiting_for_parts: count,
    resolved: count,
    closed: count,
  }),
  resolved: count,
  medianHours: hours,
  p90Hours: hours,
});
const maintenanceGroups = z
  .array(maintenanceGroupSchema, m.maintenanceRowsInvalid)
  .check(z.maxLength(500, m.maintenanceRowsInvalid));
const day = z.string(m.maintenanceRowsInvalid).check(z.refine(isDay, m.maintenanceRowsInvalid));

/**
 * POST /export/maintenance/pdf: the maintenance report (GET /maintenance/report) as the Reports screen
 * holds it, also the rows of its spreadsheet, laid out as a PDF (decision 0043).
 */
export const maintenancePdfRequestSchema = z.object({
  from: day,
  to: day,
  all: maintenanceGroupSchema,
  byCategory: maintenanceGroups,
  byBlock: maintenanceGroups,
});
