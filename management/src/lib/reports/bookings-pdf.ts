import {
  bookingExportRowOf,
  defaultBookingsReportTitle,
  type BookingsPdfRequest,
  type ReportPeriod,
} from '#contract/exports';
import * as messages from '#contract/messages';
import { api } from '../api.ts';
import type { Booking } from '../../types/api.ts';
import { download, type Toasts } from './download.ts';
import { reportPdfFile } from './pdf-download.ts';

/** The report's title: the period it covers after the default title, so the printed page says which. */
function titleOf(period: ReportPeriod | null | undefined): string {
  if (!period) return defaultBookingsReportTitle;
  const semester = period.semester ? ` Semester ${period.semester}` : '';
  return `${defaultBookingsReportTitle}: ${period.academicYear}${semester}`;
}

/**
 * The bookings PDF (POST /export/bookings/pdf, docs/spec.md §7) of a list's or the Reports screen's
 * bookings, with its toasts, named by the app's one rule (reportPdfFile).
 */
export function downloadBookingsPdf(
  bookings: () => Promise<readonly Booking[]>,
  toasts: Toasts,
  period?: ReportPeriod | null,
): Promise<boolean> {
  return download(toasts, messages.exports.bookingsPdfFailed, async () => {
    const rows = (await bookings()).map(bookingExportRowOf);
    const answer = await api.postForFile(
      '/export/bookings/pdf',
      { title: titleOf(period), bookings: rows } satisfies BookingsPdfRequest,
      'application/pdf',
    );
    return reportPdfFile(answer, 'bookings', period);
  });
}
