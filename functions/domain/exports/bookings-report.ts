import { bookingExportRowSchema, defaultBookingsReportTitle } from '#contract/exports';
import { bookingStatusLabel, orMissing, roomTypeOrDefault } from '#contract/shown-values';
import type * as z from '#contract/zod';
import { ReportWriter, type TableColumn } from './report-writer.ts';

/** One booking of the report, as the contract checked it (every field may be missing). */
type BookingsReportRow = z.output<typeof bookingExportRowSchema>;

const columns: TableColumn[] = [
  { header: '#', width: 32, align: 'right' },
  { header: 'Student', width: 131 },
  { header: 'Room', width: 48 },
  { header: 'Room Type', width: 62 },
  { header: 'Booking Date', width: 70 },
  { header: 'Academic Year', width: 66 },
  { header: 'Semester', width: 46 },
  { header: 'Status', width: 60 },
];

const count = new Intl.NumberFormat('en-US');

/** 'Active 3 · Completed 1', in the order statuses first appear. */
function statusSummary(rows: readonly BookingsReportRow[]): string {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const label = bookingStatusLabel(row.status);
    totals.set(label, (totals.get(label) ?? 0) + 1);
  }
  return [...totals].map(([label, total]) => `${label} ${count.format(total)}`).join(' · ');
}

/** The bookings PDF of docs/spec.md §7: a heading with the totals, then one table row per booking. */
export async function buildBookingsReport(input: {
  title?: string | null;
  bookings: readonly BookingsReportRow[];
  generatedAt: Date;
  timeZone: string;
}): Promise<Uint8Array> {
  const title = input.title?.trim() || defaultBookingsReportTitle;
  const report = await ReportWriter.create(title, input.generatedAt, input.timeZone);
  const total = input.bookings.length;
  const totals = `${count.format(total)} ${total === 1 ? 'booking' : 'bookings'}`;
  report.heading(title, total > 0 ? `${totals}: ${statusSummary(input.bookings)}` : totals);
  if (total === 0) {
    report.note('No bookings to report.');
  } else {
    report.table(
      columns,
      input.bookings.map((booking, index) => [
        String(index + 1),
        orMissing(booking.studentName),
        orMissing(booking.roomNumber),
        roomTypeOrDefault(booking.roomType),
        report.date(booking.bookingDate),
        orMissing(booking.academicYear),
        orMissing(booking.semester),
        bookingStatusLabel(booking.status),
      ]),
    );
  }
  return report.finish();
}
